export default function ImprovePage() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Melhorar currículo</h1>
    </main>
  );
}
