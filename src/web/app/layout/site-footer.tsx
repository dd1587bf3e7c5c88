import { Link } from "react-router";
import { COMPANY_FACTS } from "#web/lib/company-facts.ts";
import { BrandLogo } from "./brand-logo.tsx";
import { FOOTER_GROUPS, INSTAGRAM_URL } from "./footer-links.ts";
import { InstagramIcon } from "./layout-icons.tsx";

const linkClasses =
  "inline-flex min-h-10 items-center rounded text-sm text-slate-600 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 md:min-h-8";

export function SiteFooter() {
  // The company behind the site, on every page, once the operator has given it.
  const { legalName, cnpj } = COMPANY_FACTS;
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_3fr]">
        <div className="max-w-xs">
          <BrandLogo />
          <p className="mt-3 text-sm leading-relaxed text-slate-600">
            Currículos profissionais para quem está buscando o primeiro emprego ou o próximo passo na
            carreira.
          </p>
          <a
            href={INSTAGRAM_URL}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Vitae no Instagram (abre em nova aba)"
            className="mt-5 inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-200 text-slate-700 hover:border-brand-200 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <InstagramIcon className="h-5 w-5" />
          </a>
        </div>
        <nav aria-label="Rodapé" className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-4">
          {FOOTER_GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold text-slate-900">{group.title}</h2>
              <ul className="mt-2">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkClasses}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-slate-600 sm:px-6">
          © {new Date().getFullYear()} Vitae. Todos os direitos reservados.
          {legalName && ` O Vitae é um serviço de ${legalName}${cnpj ? `, CNPJ ${cnpj}` : ""}.`}
        </p>
      </div>
    </footer>
  );
}
