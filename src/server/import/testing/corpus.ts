import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/** The shared test corpus of resumes (beside the project); VITAE_CORPUS_DIR points elsewhere. */
export const CORPUS_DIR =
  process.env.VITAE_CORPUS_DIR ?? fileURLToPath(new URL("../../../../../shared/corpus/", import.meta.url));

/** A corpus file's bytes, e.g. `corpusFile("pdf/pt_01_joao-pedro-albuquerque.pdf")`. */
export async function corpusFile(path: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(`${CORPUS_DIR}/${path}`));
}

/** The ground truth written for a corpus resume (`truth/NAME.json`). */
export async function corpusTruth(name: string): Promise<{ nome: string; email: string }> {
  return JSON.parse(await readFile(`${CORPUS_DIR}/truth/${name}.json`, "utf8"));
}
