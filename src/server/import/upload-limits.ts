/** The spec's upload limit: 5 MB, read as 5 × 1024 × 1024 bytes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** A resume has a few pages; more means a wrong file, and each page costs parse time. */
export const MAX_RESUME_PAGES = 10;

/** A parse taking longer than this is stopped (its worker is killed) and the file refused. */
export const PARSE_TIMEOUT_MS = 10_000;
