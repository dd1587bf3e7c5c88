import { ComingSoon } from "./coming-soon.tsx";

export default function TemplatesPage() {
  return (
    <ComingSoon
      title="Templates"
      text="Em breve você poderá conhecer e trocar os modelos dos seus currículos por aqui. Por enquanto, escolha o modelo na etapa 'Escolher template' ao criar ou editar um currículo."
    />
  );
}
