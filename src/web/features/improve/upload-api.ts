import { z } from "zod";
import { ApiError, errorOfAnswer, networkError, parseJson, UNEXPECTED_ANSWER } from "#web/lib/api-client.ts";

/** POST /api/import answers the draft's id and what was found (spec part 2 §7, extract-resume). */
const ImportAnswerSchema = z.object({
  draftId: z.string(),
  extractedData: z
    .object({
      nome: z.string().nullable().catch(null),
      email: z.string().nullable().catch(null),
      experiencias: z.array(z.unknown()).catch([]),
      formacoes: z.array(z.unknown()).catch([]),
      hardSkills: z.array(z.unknown()).catch([]),
      softSkills: z.array(z.unknown()).catch([]),
      revisar: z.array(z.string()).catch([]),
    })
    .catch({
      nome: null,
      email: null,
      experiencias: [],
      formacoes: [],
      hardSkills: [],
      softSkills: [],
      revisar: [],
    }),
});
export type ImportAnswer = z.infer<typeof ImportAnswerSchema>;

type UploadCallbacks = {
  /** Fraction of the file sent, 0 to 1. */
  onProgress(fraction: number): void;
  /** Every byte is on the server; it is reading the file now. */
  onSent(): void;
};

/**
 * Sends the file as the raw request body (decision 0016). XMLHttpRequest rather than fetch, because only it
 * reports upload progress; errors become ApiErrors like those of the api client.
 */
export function uploadResume(
  body: ArrayBuffer,
  type: string,
  { onProgress, onSent }: UploadCallbacks,
  signal?: AbortSignal,
): Promise<ImportAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/import");
    request.setRequestHeader("content-type", type || "application/octet-stream");
    request.setRequestHeader("accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onSent();
    request.onerror = () => reject(networkError());
    request.onabort = () => reject(new DOMException("upload cancelled", "AbortError"));
    request.onload = () => {
      const data = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const answer = ImportAnswerSchema.safeParse(data);
        if (answer.success) resolve(answer.data);
        else reject(new ApiError(UNEXPECTED_ANSWER, "", request.status));
        return;
      }
      reject(errorOfAnswer(request.status, data));
    };
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body);
  });
}
