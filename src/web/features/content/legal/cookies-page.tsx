import { useEffect, useState } from "react";
import { Link } from "react-router";
import {
  ALL_ACCEPTED,
  ALL_REJECTED,
  type ConsentChoices,
  type OptionalCategory,
  saveConsent,
  useConsent,
} from "#web/lib/consent.ts";
import { Button } from "#web/ui/button.tsx";
import { ContentPage, LastUpdated, Prose } from "../shared/content-page.tsx";
import { ConsentSwitch } from "./consent-switch.tsx";
import { ESSENTIAL_ITEMS } from "./cookie-inventory.ts";

const CATEGORIES: { id: OptionalCategory; title: string; description: string }[] = [
  {
    id: "performance",
    title: "Desempenho",
    description:
      "Medem, de forma agregada, quais páginas são visitadas e onde o site fica lento, para melhorá-lo.",
  },
  {
    id: "functionality",
    title: "Funcionalidade",
    description:
      "Guardam preferências extras, como recursos de conveniência que não são necessários ao serviço.",
  },
  {
    id: "marketing",
    title: "Marketing",
    description: "Permitem medir campanhas e mostrar anúncios do Vitae em outros sites.",
  },
];

export default function CookiesPage() {
  const consent = useConsent();
  const [choices, setChoices] = useState<ConsentChoices>(ALL_REJECTED);
  const [saved, setSaved] = useState<string | null>(null);
  // The switches start from what was saved, once the browser's storage can be read (after hydration).
  useEffect(() => {
    if (consent) setChoices({ ...consent });
  }, [consent]);

  const save = (next: ConsentChoices, message: string) => {
    setChoices(next);
    setSaved(saveConsent(next) ? message : "Não foi possível salvar: o navegador bloqueou o armazenamento.");
  };

  // What each button saves, and what the page says once it is saved.
  const actions = [
    {
      label: "Salvar preferências",
      variant: "primary",
      choices,
      message: "Preferências salvas. Você pode mudá-las aqui quando quiser.",
    },
    {
      label: "Rejeitar todos",
      variant: "secondary",
      choices: ALL_REJECTED,
      message: "Pronto: apenas os cookies essenciais estão ativos.",
    },
    {
      label: "Aceitar todos",
      variant: "ghost",
      choices: ALL_ACCEPTED,
      message: "Preferências salvas: todos os cookies permitidos.",
    },
  ] as const;

  return (
    <ContentPage
      title="Política de cookies"
      description="Quais cookies e dados o Vitae guarda no seu navegador, para quê, por quanto tempo, e como escolher o que permitir."
      eyebrow="Privacidade"
      intro="Você decide o que o Vitae pode guardar no seu navegador. Os itens essenciais ficam sempre ativos porque sem eles o site não funciona; os demais só são usados com a sua permissão."
      heroExtra={<LastUpdated date="10 de maio de 2023" />}
      width="narrow"
    >
      <section aria-labelledby="preferencias">
        <h2 id="preferencias" className="text-2xl font-bold text-slate-900">
          Suas preferências
        </h2>
        <div className="mt-5 space-y-3">
          <ConsentSwitch
            id="essenciais"
            title="Essenciais"
            description="Login, segurança e o rascunho do seu currículo. Necessários para o serviço que você pediu."
            checked
            locked
          />
          {CATEGORIES.map((category) => (
            <ConsentSwitch
              key={category.id}
              id={category.id}
              title={category.title}
              description={category.description}
              checked={choices[category.id]}
              onChange={(checked) => {
                setSaved(null);
                setChoices((current) => ({ ...current, [category.id]: checked }));
              }}
            />
          ))}
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {actions.map((action) => (
            <Button
              key={action.label}
              variant={action.variant}
              size="lg"
              onClick={() => save(action.choices, action.message)}
            >
              {action.label}
            </Button>
          ))}
        </div>
        <p role="status" className="mt-4 min-h-6 font-medium text-brand-800">
          {saved}
        </p>
      </section>

      <Prose className="mt-8">
        <h2>O que são cookies</h2>
        <p>
          Cookies são pequenos arquivos que um site grava no seu navegador. O armazenamento local
          (localStorage) e o da aba (sessionStorage) funcionam de forma parecida, só que os dados ficam no seu
          aparelho e não viajam a cada visita. Nesta página tratamos todos eles como "cookies", porque as
          regras da <abbr title="Lei Geral de Proteção de Dados Pessoais">LGPD</abbr> valem igualmente.
        </p>
        <h2>O que o Vitae guarda hoje</h2>
        <p>
          Hoje o Vitae usa <strong>apenas itens essenciais</strong>. Não usamos ferramentas de análise, pixels
          de anúncios nem cookies de terceiros. Se um dia passarmos a usar algo de desempenho, funcionalidade
          ou marketing, isso só vai acontecer depois da sua permissão aqui, e esta página será atualizada
          antes.
        </p>
      </Prose>
      <ul className="mt-5 space-y-3">
        {ESSENTIAL_ITEMS.map((item) => (
          <li key={item.name} className="rounded-xl border border-slate-200 p-4">
            <p className="font-mono text-sm break-words text-slate-900">{item.name}</p>
            <dl className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-[8rem_1fr] sm:gap-x-3">
              <dt className="font-semibold">Tipo</dt>
              <dd>{item.kind}</dd>
              <dt className="font-semibold">Para quê</dt>
              <dd>{item.purpose}</dd>
              <dt className="font-semibold">Duração</dt>
              <dd>{item.lifetime}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <Prose className="mt-8">
        <h2>Como apagar</h2>
        <p>
          Você pode apagar cookies e o armazenamento local nas configurações do seu navegador, a qualquer
          momento. Apagar o rascunho do currículo que está só no navegador o perde de vez; o que está salvo na
          sua conta continua lá. Para saber como tratamos os seus dados em geral, leia a{" "}
          <Link to="/politica-de-privacidade">Política de privacidade</Link>.
        </p>
      </Prose>
    </ContentPage>
  );
}
