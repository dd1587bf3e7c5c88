import { SUPPORT_ADDRESS } from "#core/contact/support-address.ts";
import { ContentPage } from "../shared/content-page.tsx";
import { COMPANY } from "./company-facts.ts";
import { ContactForm } from "./contact-form.tsx";

export default function ContactPage() {
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
          <div className="rounded-xl border border-slate-200 p-5">
            <h3 className="font-semibold text-slate-900">E-mail</h3>
            <p className="mt-1 text-slate-700">
              <a href={`mailto:${SUPPORT_ADDRESS}`} className="font-medium text-brand-700 underline">
                {SUPPORT_ADDRESS}
              </a>
            </p>
          </div>
          <div className="rounded-xl border border-slate-200 p-5">
            <h3 className="font-semibold text-slate-900">Telefone</h3>
            <p className="mt-1 text-slate-700">
              <a href={`tel:${COMPANY.phoneHref}`} className="font-medium text-brand-700 underline">
                {COMPANY.phone}
              </a>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              Segunda a sexta, das 9h às 18h (horário de Brasília)
            </p>
          </div>
          <div className="rounded-xl border border-slate-200 p-5">
            <h3 className="font-semibold text-slate-900">Endereço</h3>
            <address className="mt-1 text-slate-700 not-italic">
              {COMPANY.addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <p className="mt-1 text-sm text-slate-600">Atendimento presencial somente com horário marcado.</p>
          </div>
          <div className="rounded-xl border border-slate-200 p-5">
            <h3 className="font-semibold text-slate-900">Horário de atendimento</h3>
            <ul className="mt-1 space-y-0.5 text-slate-700">
              <li>Segunda a sexta: 8h às 20h</li>
              <li>Sábado: 9h às 15h</li>
              <li>Domingos e feriados: fechado</li>
            </ul>
          </div>
        </aside>
      </div>
    </ContentPage>
  );
}
