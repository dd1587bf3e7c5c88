export default function ExperiencePage() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Experiência Profissional</h1>
    </main>
  );
}
