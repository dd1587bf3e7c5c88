import { z } from "zod";
import { configProblems, envInput } from "../config-problems.ts";
import { formatCnpj } from "./cnpj.ts";
import { type CompanyPhone, companyPhone } from "./company-phone.ts";

/**
 * The facts about the company that runs Vitae, as the operator gives them in the environment (read by the
 * build for the public pages and by the server at start). Every one is optional: the pages say which are
 * missing instead of showing made-up ones.
 */
export const CompanyFactsSchema = z.object({
  legalName: z.string().optional(),
  cnpj: z.string().optional(),
  addressLines: z.array(z.string()).optional(),
  phone: z.object({ display: z.string(), dial: z.string() }).optional() satisfies z.ZodType<
    CompanyPhone | undefined
  >,
  supportEmail: z.string().optional(),
  dpoName: z.string().optional(),
  dpoEmail: z.string().optional(),
  hours: z.string().optional(),
});
export type CompanyFacts = z.infer<typeof CompanyFactsSchema>;

const text = (max: number) =>
  z.string().trim().min(2, "must have at least 2 characters").max(max, `must be at most ${max} characters`);

const email = z.email("must be an e-mail address");

/** Address lines are separated by '|': 'Rua Exemplo, 100, sala 2 | Centro, Curitiba – PR | CEP 80000-000'. */
const addressLines = z
  .string()
  .transform((value) => value.split("|").map((line) => line.trim()))
  .pipe(
    z
      .array(
        z.string().min(2, "must have no empty line between '|'").max(120, "has a line over 120 characters"),
      )
      .max(5, "must have at most 5 lines separated by '|'"),
  );

const cnpj = z.string().transform((value, ctx) => {
  const formatted = formatCnpj(value);
  if (formatted) return formatted;
  ctx.addIssue({ code: "custom", message: "must be a valid CNPJ such as 11.222.333/0001-81" });
  return z.NEVER;
});

const phone = z.string().transform((value, ctx) => {
  const parsed = companyPhone(value);
  if (parsed) return parsed;
  ctx.addIssue({
    code: "custom",
    message: "must be a Brazilian phone number with DDD, such as (11) 3456-7890, or a 0800 or 4004 number",
  });
  return z.NEVER;
});

/** The company's variables, one schema entry each; the server's configuration includes them as they are. */
export const COMPANY_ENV = {
  COMPANY_LEGAL_NAME: text(150).optional(),
  COMPANY_CNPJ: cnpj.optional(),
  COMPANY_ADDRESS: addressLines.optional(),
  COMPANY_PHONE: phone.optional(),
  // The public support address; the server also sends contact and support messages there.
  SUPPORT_EMAIL: email.optional(),
  COMPANY_DPO_NAME: text(120).optional(),
  COMPANY_DPO_EMAIL: email.optional(),
  COMPANY_HOURS: text(200).optional(),
};

type CompanyEnv = z.output<z.ZodObject<typeof COMPANY_ENV>>;

/** The facts of a parsed environment, without the ones left unset (so two equal sets compare equal). */
export function companyFacts(env: CompanyEnv): CompanyFacts {
  const facts: CompanyFacts = {
    legalName: env.COMPANY_LEGAL_NAME,
    cnpj: env.COMPANY_CNPJ,
    addressLines: env.COMPANY_ADDRESS,
    phone: env.COMPANY_PHONE,
    supportEmail: env.SUPPORT_EMAIL,
    dpoName: env.COMPANY_DPO_NAME,
    dpoEmail: env.COMPANY_DPO_EMAIL,
    hours: env.COMPANY_HOURS,
  };
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)) as CompanyFacts;
}

/** Reads the company's variables alone (the build needs no other); throws one line per bad variable. */
export function readCompanyFacts(env: Record<string, string | undefined>): CompanyFacts {
  const input = envInput(Object.keys(COMPANY_ENV), env);
  const result = z.object(COMPANY_ENV).safeParse(input);
  if (!result.success) throw new Error(configProblems(result.error, input).join("\n"));
  return companyFacts(result.data);
}
