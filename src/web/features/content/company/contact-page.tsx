import type { ReactNode } from "react";
import { serviceHours } from "#core/company/company-facts.ts";
import { COMPANY_FACTS } from "#web/lib/company-facts.ts";
import { ExampleDetailsNotice } from "../shared/company-details.tsx";
import { ContentPage } from "../shared/content-page.tsx";
import { ContactForm } from "./contact-form.tsx";

const linkClasses = "font-medium break-words text-brand-700 underline";

export default function ContactPage() {
  const facts = COMPANY_FACTS;
  const { legalName, cnpj, addressLines, phone, supportEmail } = facts;
  return (
    <ContentPage
      title="Contato"
      description="Fale com a equipe do Vitae: dúvidas sobre o currículo, o plano Premium, sua conta ou parcerias. Respondemos em até 24 horas úteis."
      eyebrow="Fale conosco"
      heading="Fale com a gente"
      intro="Dúvidas, sugestões, parcerias ou um problema com a sua conta? Escreva pelo formulário: uma pessoa da equipe responde em até 24 horas úteis."
    >
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="formulario">
          <h2 id="formulario" className="mb-5 text-xl font-bold text-slate-900">
            Envie sua mensagem
          </h2>
          <ContactForm />
        </section>
        <aside aria-labelledby="outros-canais" className="space-y-6">
          <h2 id="outros-canais" className="text-xl font-bold text-slate-900">
            Outros canais
          </h2>
          <ExampleDetailsNotice
            facts={facts}
            wanted={["legalName", "cnpj", "addressLines", "phone", "supportEmail", "hours"]}
          >
            Para falar com a equipe, use o formulário desta página.
          </ExampleDetailsNotice>
          {supportEmail && (
            <Channel title="E-mail">
              <a href={`mailto:${supportEmail}`} className={linkClasses}>
                {supportEmail}
              </a>
            </Channel>
          )}
          {phone && (
            <Channel title="Telefone">
              <a href={`tel:${phone.dial}`} className={linkClasses}>
                {phone.display}
              </a>
            </Channel>
          )}
          {(legalName || cnpj || addressLines) && (
            <Channel title="Empresa">
              {legalName && <span className="block font-medium">{legalName}</span>}
              {cnpj && <span className="block">CNPJ {cnpj}</span>}
              {addressLines && (
                <address className="not-italic">
                  {addressLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              )}
            </Channel>
          )}
          <Channel title="Horário de atendimento">{serviceHours(facts)}</Channel>
        </aside>
      </div>
    </ContentPage>
  );
}

function Channel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 p-5">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <div className="mt-1 text-slate-700">{children}</div>
    </div>
  );
}
