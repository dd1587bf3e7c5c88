import type { ResumeData } from "#core/resume/resume-data.ts";
import { ResumeDataSchema } from "#core/resume/resume-data-schema.ts";
import type { Database } from "../db/database.ts";
import { user } from "../db/schema.ts";

/** A complete, valid resume; pass only what a test cares about. */
export function createResumeData(overrides: Partial<ResumeData> = {}): ResumeData {
  return ResumeDataSchema.parse({
    nome: "Ana Souza",
    email: "ana.souza@example.com",
    telefone: "(11) 98765-4321",
    cidade: "São Paulo",
    estado: "SP",
    linkedin: "linkedin.com/in/ana-souza",
    sitePortfolio: "anasouza.dev",
    cargo: "Analista de Dados",
    resumo: "Analista com cinco anos de experiência em dados e automação de relatórios.",
    experiencias: [
      {
        empresa: "Mercado Azul",
        cargo: "Analista de Dados",
        dataInicio: "2021-03",
        dataFim: "",
        atual: true,
        descricao: "Automatizei relatórios semanais e reduzi o tempo de fechamento em 40%.",
      },
    ],
    formacoes: [
      {
        instituicao: "Universidade de São Paulo",
        curso: "Estatística",
        dataInicio: "2015-02",
        dataFim: "2019-12",
        situacao: "concluido",
      },
    ],
    hardSkills: ["SQL", "Python"],
    softSkills: ["Comunicação"],
    templateId: "moderno",
    ...overrides,
  });
}

let users = 0;

/**
 * A user row, inserted directly: resumes and drafts must belong to an existing account (foreign keys).
 * Tests of the HTTP API sign up through better-auth instead.
 */
export async function createUser(db: Database, overrides: Partial<typeof user.$inferInsert> = {}) {
  const id = overrides.id ?? `user-${Date.now()}-${users++}`;
  const [row] = await db
    .insert(user)
    .values({ id, name: "Ana Souza", email: `${id}@example.com`, ...overrides })
    .returning();
  if (!row) throw new Error("insert returned no user");
  return row;
}
