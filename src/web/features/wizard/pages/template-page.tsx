export default function TemplatePage() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Escolha um modelo</h1>
    </main>
  );
}
