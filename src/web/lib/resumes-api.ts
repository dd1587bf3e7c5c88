import { z } from "zod";
import { StoredResumeDataSchema } from "#core/resume/fit-to-limits.ts";
import { TemplateIdSchema } from "#core/resume/template-id.ts";
import { ApiError, apiRequest } from "./api-client.ts";

/** The signed-in user's saved resumes (GET/POST/PUT/DELETE /api/resumes), shared by the dashboard and wizard. */
export const ResumeSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  templateId: TemplateIdSchema,
  status: z.string(),
  createdAt: z.string().nullable().catch(null),
  updatedAt: z.string().nullable().catch(null),
  version: z.number().int(),
});
export type ResumeSummary = z.infer<typeof ResumeSummarySchema>;

export const ResumeSchema = ResumeSummarySchema.extend({ content: StoredResumeDataSchema });
export type Resume = z.infer<typeof ResumeSchema>;

export type ResumeInput = Pick<Resume, "name" | "content"> & Partial<Pick<Resume, "templateId" | "status">>;

export const VERSION_CONFLICT = "RESUME_VERSION_CONFLICT";

function parseResume(answer: unknown): Resume {
  return ResumeSchema.parse((answer as { resume?: unknown } | null)?.resume);
}

export async function listResumes(): Promise<ResumeSummary[]> {
  const answer = await apiRequest<{ resumes?: unknown }>("/api/resumes");
  return z.array(ResumeSummarySchema).parse(answer?.resumes ?? []);
}

export async function getResume(id: string): Promise<Resume> {
  return rememberVersion(parseResume(await apiRequest(`/api/resumes/${encodeURIComponent(id)}`)));
}

export async function createResume(input: ResumeInput): Promise<Resume> {
  return rememberVersion(parseResume(await apiRequest("/api/resumes", { method: "POST", body: input })));
}

export async function updateResume(id: string, input: ResumeInput & { version: number }): Promise<Resume> {
  const path = `/api/resumes/${encodeURIComponent(id)}`;
  return rememberVersion(parseResume(await apiRequest(path, { method: "PUT", body: input })));
}

export async function deleteResume(id: string): Promise<void> {
  await apiRequest(`/api/resumes/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** The server's latest copy carried by a 409 conflict, or null for any other error. */
export function conflictCurrent(error: unknown): Resume | null {
  if (!(error instanceof ApiError) || error.code !== VERSION_CONFLICT) return null;
  const parsed = ResumeSchema.safeParse(error.body.current);
  return parsed.success ? parsed.data : null;
}

/*
 * The version this tab last read or wrote, per resume. Kept per tab (sessionStorage) on purpose: two tabs
 * editing the same resume each hold the version they started from, which is what lets the server spot the
 * second save as a conflict. Unavailable storage falls back to memory.
 */
const VERSION_PREFIX = "vitae:resumeVersion:";
const NAME_PREFIX = "vitae:resumeName:";
const memory = new Map<string, { version: number; name: string }>();

function rememberVersion(resume: Resume): Resume {
  memory.set(resume.id, { version: resume.version, name: resume.name });
  try {
    sessionStorage.setItem(VERSION_PREFIX + resume.id, String(resume.version));
    sessionStorage.setItem(NAME_PREFIX + resume.id, resume.name);
  } catch {
    // Memory keeps it for this page's life.
  }
  return resume;
}

/** The name this tab last saw for the resume, to suggest it again in 'Salvar Currículo'. */
export function knownName(id: string): string | null {
  try {
    const stored = sessionStorage.getItem(NAME_PREFIX + id);
    if (stored) return stored;
  } catch {
    // Fall through to memory.
  }
  return memory.get(id)?.name ?? null;
}

export function knownVersion(id: string): number | null {
  try {
    const stored = Number.parseInt(sessionStorage.getItem(VERSION_PREFIX + id) ?? "", 10);
    if (Number.isInteger(stored)) return stored;
  } catch {
    // Fall through to memory.
  }
  return memory.get(id)?.version ?? null;
}

/** The name given to a resume saved without asking: 'Currículo para {cargo}' or 'Meu Currículo'. */
export function automaticResumeName(cargo: string): string {
  const title = cargo.trim();
  return title ? `Currículo para ${title}` : "Meu Currículo";
}

/** The message of a failed call, for the spec's 'Erro ao ...: {msg}' toasts. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return "erro desconhecido";
}

let firstSave: Promise<unknown> | null = null;

/**
 * Runs the first save of a browser draft unless one is already running: the sign-in claim and the final
 * view's auto-save can both fire in the same moment and must not create the resume twice.
 */
export function runFirstSaveOnce<T>(save: () => Promise<T>): Promise<T | undefined> {
  if (firstSave) return firstSave.then(() => undefined);
  const running = save().finally(() => {
    firstSave = null;
  });
  firstSave = running.catch(() => undefined);
  return running;
}

/** Navigation state that opens a saved resume in the wizard (the dashboard's Visualizar and Editar). */
export type ResumeHandoffState = { loadResume?: Resume; newResume?: boolean };
