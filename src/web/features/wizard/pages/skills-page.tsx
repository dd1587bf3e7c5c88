export default function SkillsPage() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Habilidades</h1>
    </main>
  );
}
