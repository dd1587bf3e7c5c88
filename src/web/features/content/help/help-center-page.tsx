import { ContentTabs } from "#web/features/content/shared/articles-tabs.tsx";
import { ContentPage } from "#web/features/content/shared/content-page.tsx";
import { FaqPanel } from "./faq-panel.tsx";
import { UsageGuide } from "./usage-guide.tsx";

export default function HelpCenterPage() {
  return (
    <ContentPage
      title="Centro de ajuda"
      heading="Como podemos ajudar?"
      description="Respostas sobre conta, plano Premium, criação, importação e download de currículos no Vitae, e um guia de uso passo a passo."
      eyebrow="Centro de ajuda"
      intro={
        <p>
          Busque nas perguntas frequentes ou siga o guia de uso. Se ainda restar alguma dúvida, nossa equipe
          responde por e-mail em até 24 horas úteis.
        </p>
      }
    >
      <ContentTabs
        label="Seções do centro de ajuda"
        tabs={[
          { id: "faq", label: "Perguntas frequentes", content: <FaqPanel /> },
          { id: "guia", label: "Guia de uso", content: <UsageGuide /> },
        ]}
      />
    </ContentPage>
  );
}
