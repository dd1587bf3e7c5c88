import { ComingSoon } from "./coming-soon.tsx";

export default function AnalysisPage() {
  return (
    <ComingSoon
      title="Análise de Currículo"
      text="Em breve você poderá receber uma análise do seu currículo com sugestões para chamar mais atenção dos recrutadores."
    />
  );
}
