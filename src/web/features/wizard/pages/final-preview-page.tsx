export default function FinalPreviewPage() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Visualização final</h1>
    </main>
  );
}
