export default function LandingPage() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Vitae</h1>
    </main>
  );
}
