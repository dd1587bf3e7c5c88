import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import { serviceHours } from "#core/company/company-facts.ts";
import { ContentTabs } from "#web/features/content/shared/articles-tabs.tsx";
import { ExampleDetailsNotice } from "#web/features/content/shared/company-details.tsx";
import { ContentPage } from "#web/features/content/shared/content-page.tsx";
import { COMPANY_FACTS } from "#web/lib/company-facts.ts";
import { MyTickets } from "./my-tickets.tsx";
import { SupportFaq } from "./support-faq.tsx";
import { SupportForm } from "./support-form.tsx";

export default function SupportPage() {
  return (
    <ContentPage
      title="Suporte"
      heading="Suporte do Vitae"
      description="Fale com a equipe do Vitae: envie sua dúvida ou problema com anexos, veja as perguntas mais comuns e acompanhe seus chamados. Resposta em até 24 horas úteis."
      eyebrow="Suporte"
      intro={<p>Conte o que aconteceu e nossa equipe responde por e-mail em até 24 horas úteis.</p>}
    >
      <ContentTabs
        label="Seções do suporte"
        tabs={[
          { id: "contato", label: "Contato", content: <ContactTab /> },
          { id: "faq", label: "Perguntas frequentes", content: <SupportFaq /> },
          { id: "chamados", label: "Meus chamados", content: <MyTickets /> },
        ]}
      />
    </ContentPage>
  );
}

function ContactTab() {
  const { supportEmail } = COMPANY_FACTS;
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <SupportForm />
      </div>
      <aside aria-label="Atendimento" className="space-y-4 text-sm text-slate-700">
        <ExampleDetailsNotice facts={COMPANY_FACTS} wanted={["supportEmail", "hours"]}>
          Para falar com a equipe, use o formulário.
        </ExampleDetailsNotice>
        <div className="rounded-2xl border border-slate-200 bg-white p-5">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <Clock aria-hidden="true" className="h-4 w-4 text-brand-700" />
            Horário de atendimento
          </p>
          <p className="mt-2">{serviceHours(COMPANY_FACTS)}</p>
          <p className="mt-2">Respondemos em até 24 horas úteis.</p>
        </div>
        {supportEmail && (
          <div className="rounded-2xl border border-slate-200 bg-white p-5">
            <p className="flex items-center gap-2 font-semibold text-slate-900">
              <Mail aria-hidden="true" className="h-4 w-4 text-brand-700" />
              Prefere e-mail?
            </p>
            <p className="mt-2">
              Escreva para{" "}
              <a
                className="font-semibold break-words text-brand-800 underline underline-offset-2"
                href={`mailto:${supportEmail}`}
              >
                {supportEmail}
              </a>
              .
            </p>
          </div>
        )}
      </aside>
    </div>
  );
}
