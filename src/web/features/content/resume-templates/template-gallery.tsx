import { Link } from "react-router";
import { TEMPLATES } from "#core/resume/template-id.ts";
import { templateStartHref } from "#web/lib/start-links.ts";
import { buttonClasses } from "#web/ui/button.tsx";
import { ProBadge } from "#web/ui/pro-badge.tsx";
import { TemplateSketch } from "./template-sketch.tsx";

/** Every template of the app, the PRO ones marked, each a plain link into the wizard with it chosen. */
export function TemplateGallery() {
  return (
    <section aria-labelledby="todos-os-templates" className="mt-16">
      <h2 id="todos-os-templates" className="text-2xl font-bold text-slate-900">
        Todos os templates
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Os modelos acima são pontos de partida; no Vitae você escolhe entre {TEMPLATES.length} templates e
        troca quando quiser. Os marcados como PRO fazem parte do plano Premium, e todos podem ser vistos e
        usados na pré-visualização sem pagar nada.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-label="Todos os templates">
        {TEMPLATES.map((template) => (
          <li
            key={template.id}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <TemplateSketch
              templateId={template.id}
              className="mx-auto block w-full max-w-40 rounded-md shadow-sm ring-1 ring-slate-900/10"
            />
            <h3 className="mt-3 flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
              {template.name}
              {template.pro && <ProBadge />}
            </h3>
            <p className="mt-1 text-sm text-slate-600">{template.description}</p>
            <div className="mt-auto pt-4">
              <Link
                to={templateStartHref(template.id)}
                className={buttonClasses("secondary", "sm", "w-full")}
              >
                Usar este template<span className="sr-only"> {template.name}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
