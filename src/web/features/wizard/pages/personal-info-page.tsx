export default function PersonalInfoPage() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Informações Pessoais</h1>
    </main>
  );
}
