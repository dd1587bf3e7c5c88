import Info from "lucide-react/icons/info";
import type { ReactNode } from "react";
import { joinList } from "#core/ai/text.ts";
import type { CompanyFacts } from "#core/company/company-env.ts";
import { addressInline } from "#core/company/company-facts.ts";

/** Each fact as a sentence names it ('ainda não informou o CNPJ'). */
const FACT_NAMES = {
  legalName: "a razão social",
  cnpj: "o CNPJ",
  addressLines: "o endereço",
  phone: "o telefone",
  supportEmail: "o e-mail de atendimento",
  dpoEmail: "o e-mail do encarregado de dados (DPO)",
  hours: "o horário de atendimento",
} satisfies Partial<Record<keyof CompanyFacts, string>>;

type CompanyFact = keyof typeof FACT_NAMES;

type NoticeProps = {
  facts: CompanyFacts;
  /** The facts this page would show. */
  wanted: CompanyFact[];
  /** What to do meanwhile, after the list of what is missing. */
  children?: ReactNode;
};

/**
 * Says plainly which company facts the operator has not given yet (the page shows none of them, and the
 * hours it shows are an example); nothing when the page has all it wants.
 */
export function ExampleDetailsNotice({ facts, wanted, children }: NoticeProps) {
  const missing = wanted.filter((fact) => facts[fact] === undefined);
  if (missing.length === 0) return null;
  const names = missing.map((fact) => FACT_NAMES[fact]);
  return (
    <div
      role="note"
      className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm leading-relaxed text-amber-950"
    >
      <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      {/* A div, not a p: inside legal prose a paragraph's margins would push the text off the icon. */}
      <div>
        <strong>Dados de exemplo:</strong> quem opera o Vitae ainda não informou {joinList(names)}.
        {missing.includes("hours") && " O horário de atendimento mostrado é só um exemplo."} {children}
      </div>
    </div>
  );
}

/**
 * Who the company is, in one sentence that starts with `lead` ('O Vitae é oferecido por'): its legal name,
 * CNPJ and address, as far as they are given; nothing when none is.
 */
export function CompanyIdentity({ facts, lead }: { facts: CompanyFacts; lead: string }) {
  const { legalName, cnpj, addressLines } = facts;
  if (!legalName && !cnpj && !addressLines) return null;
  return (
    <p>
      {lead} <strong>{legalName ?? "a empresa que opera o Vitae"}</strong>
      {cnpj && `, inscrita no CNPJ sob o nº ${cnpj}`}
      {addressLines && `, com sede em ${addressInline(addressLines)}`}.
    </p>
  );
}
