export default function SummaryPage() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Resumo Profissional</h1>
    </main>
  );
}
