export default function ChooseOptionPage() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Como deseja continuar?</h1>
    </main>
  );
}
