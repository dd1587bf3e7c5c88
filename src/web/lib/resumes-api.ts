import type { ApiErrorCode } from "#core/api/error-codes.ts";
import type { Resume, ResumeSummary } from "#core/api/resume-answer.ts";
import { ApiError, apiRequest } from "./api-client.ts";
import { invalidate, queryClient, serverKeys } from "./server-state.ts";

/** The signed-in user's saved resumes (GET/POST/PUT/DELETE /api/resumes), shared by the dashboard and wizard. */
export type { Resume, ResumeSummary };

export type ResumeInput = Pick<Resume, "name" | "content"> & Partial<Pick<Resume, "templateId" | "status">>;

export const VERSION_CONFLICT = "RESUME_VERSION_CONFLICT" satisfies ApiErrorCode;

/**
 * The answers' schemas (zod and the resume's, about 25 KB), fetched with the first request that needs them
 * rather than with the page: the final step and the dashboard draw before any answer arrives.
 */
const answerSchemas = () => import("#core/api/resume-answer.ts");

/** The resume in an answer, read while the schemas load alongside the request. */
async function readResume(request: Promise<unknown>): Promise<Resume> {
  const [answer, { ResumeSchema }] = await Promise.all([request, answerSchemas()]);
  return ResumeSchema.parse((answer as { resume?: unknown } | null)?.resume);
}

export async function listResumes(): Promise<ResumeSummary[]> {
  const [answer, { ResumeSummarySchema }] = await Promise.all([
    apiRequest<{ resumes?: unknown }>("/api/resumes"),
    answerSchemas(),
  ]);
  return ResumeSummarySchema.array().parse(answer?.resumes ?? []);
}

/** One resume as the server has it now, through the cache (requests for the same one at once are shared). */
export function getResume(id: string): Promise<Resume> {
  return queryClient.fetchQuery({
    queryKey: serverKeys.resume(id),
    queryFn: async () =>
      rememberVersion(await readResume(apiRequest(`/api/resumes/${encodeURIComponent(id)}`))),
    staleTime: 0,
  });
}

/** A saved resume is the cache's copy of it, and every list of resumes is asked for again. */
function saved(resume: Resume): Resume {
  queryClient.setQueryData(serverKeys.resume(resume.id), rememberVersion(resume));
  invalidate(serverKeys.resumes);
  return resume;
}

export async function createResume(input: ResumeInput): Promise<Resume> {
  return saved(await readResume(apiRequest("/api/resumes", { method: "POST", body: input })));
}

export async function updateResume(id: string, input: ResumeInput & { version: number }): Promise<Resume> {
  const path = `/api/resumes/${encodeURIComponent(id)}`;
  return saved(await readResume(apiRequest(path, { method: "PUT", body: input })));
}

export async function deleteResume(id: string): Promise<void> {
  await apiRequest(`/api/resumes/${encodeURIComponent(id)}`, { method: "DELETE" });
  queryClient.removeQueries({ queryKey: serverKeys.resume(id) });
  invalidate(serverKeys.resumes);
}

/** The server's latest copy carried by a 409 conflict, or null for any other error. */
export async function conflictCurrent(error: unknown): Promise<Resume | null> {
  if (!(error instanceof ApiError) || error.code !== VERSION_CONFLICT) return null;
  const parsed = (await answerSchemas()).ResumeSchema.safeParse(error.body.current);
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

/** Navigation state that opens a saved resume in the wizard (the dashboard's Visualizar and Editar). */
export type ResumeHandoffState = { loadResume?: Resume; newResume?: boolean };
