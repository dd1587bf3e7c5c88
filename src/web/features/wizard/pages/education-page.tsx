export default function EducationPage() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Formação Acadêmica</h1>
    </main>
  );
}
