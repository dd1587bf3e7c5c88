import Check from "lucide-react/icons/check";
import { Link } from "react-router";
import { isProTemplate, templateName } from "#core/resume/template-id.ts";
import { ContentPage, Prose } from "#web/features/content/shared/content-page.tsx";
import { templateStartHref } from "#web/lib/start-links.ts";
import { buttonClasses } from "#web/ui/button.tsx";
import { ProBadge } from "#web/ui/pro-badge.tsx";
import { TemplateGallery } from "./template-gallery.tsx";
import { TEMPLATE_MODELS, type TemplateModel } from "./template-models.ts";
import { TemplateSketch } from "./template-sketch.tsx";

export default function ResumeTemplatesPage() {
  return (
    <ContentPage
      title="Modelos de currículo"
      heading="Modelos de currículo para cada momento da carreira"
      description="Modelos de currículo para montar online: Profissional, Criativo, Acadêmico, Técnico, Recém-Formado e Minimalista, em dez templates, quatro deles PRO. Veja qual combina com a sua área."
      eyebrow="Modelos"
      intro={
        <p>
          Escolha pelo momento da sua carreira, não só pela aparência. Cada modelo abaixo usa um dos dez
          templates do Vitae, pensados para a leitura rápida de recrutadores e para os sistemas de triagem
          (ATS) usados por empresas brasileiras.
        </p>
      }
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Modelos de currículo">
        {TEMPLATE_MODELS.map((model) => (
          <ModelCard key={model.id} model={model} />
        ))}
      </ul>
      <TemplateGallery />
      <ChoosingTips />
    </ContentPage>
  );
}

function ModelCard({ model }: { model: TemplateModel }) {
  const headingId = `modelo-${model.id}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="bg-slate-100 px-10 pt-6 sm:px-8">
        <TemplateSketch
          templateId={model.templateId}
          className="mx-auto block w-full max-w-56 rounded-t-md shadow-md ring-1 ring-slate-900/10"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Modelo {model.name}
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm font-medium text-brand-700">
          Template {templateName(model.templateId)}
          {isProTemplate(model.templateId) && <ProBadge />}
        </p>
        <p className="mt-3 text-slate-700">{model.audience}</p>
        <ul className="mt-4 space-y-2 text-sm text-slate-700">
          {model.reasons.map((reason) => (
            <li key={reason} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600">
          <strong className="font-semibold text-slate-800">Combina com:</strong> {model.fits}
        </p>
        <div className="mt-auto pt-5">
          <Link to={templateStartHref(model.templateId)} className={buttonClasses("primary", "md", "w-full")}>
            Usar este modelo<span className="sr-only"> {model.name}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}

function ChoosingTips() {
  return (
    <section aria-labelledby="como-escolher" className="mt-16 max-w-3xl">
      <Prose>
        <h2 id="como-escolher">Como escolher o modelo certo</h2>
        <p>
          O modelo é a embalagem; o que conta a favor é o conteúdo. Ainda assim, a forma certa ajuda o
          recrutador a achar o que procura nos poucos segundos da primeira leitura. Algumas regras práticas:
        </p>
        <ul>
          <li>
            <strong>Pense em quem vai ler.</strong> Escritórios de advocacia, bancos e bancas acadêmicas
            preferem visuais sóbrios; agências e empresas de tecnologia aceitam bem cor e personalidade.
          </li>
          <li>
            <strong>Candidaturas por plataformas</strong> como a Gupy e o LinkedIn passam por sistemas de
            triagem que leem o texto do arquivo. Todos os templates do Vitae geram texto selecionável, com
            títulos de seção comuns (Experiência Profissional, Formação Acadêmica), que esses sistemas
            reconhecem.
          </li>
          <li>
            <strong>Uma ou duas páginas.</strong> Para estágio e primeiro emprego, uma página basta. Com mais
            de dez anos de carreira, duas páginas são aceitas, desde que cada linha conte.
          </li>
          <li>
            <strong>Troque quando quiser.</strong> No Vitae o conteúdo fica separado do visual: você escolhe o
            template na etapa “Modelo” e pode trocar a qualquer momento sem redigitar nada.
          </li>
        </ul>
        <p>
          Montar e visualizar o currículo em qualquer modelo, inclusive nos templates PRO, é gratuito. Para
          baixar o arquivo final (PDF, DOCX ou TXT), existe o plano Premium: R$7,97, pagamento único, com 14
          dias de acesso. Veja também os{" "}
          <Link to="/exemplos-de-curriculo">exemplos de currículo por área</Link> e as{" "}
          <Link to="/dicas-de-carreira">dicas de carreira</Link>.
        </p>
      </Prose>
      <Link to="/choose-option" className={buttonClasses("primary", "lg", "mt-8 w-full sm:w-auto")}>
        Começar meu currículo
      </Link>
    </section>
  );
}
