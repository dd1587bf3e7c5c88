/**
 * `Content-Disposition` for a resume file named after the resume, accents kept: an ASCII `filename` for old
 * clients and the UTF-8 `filename*` (RFC 6266 / 5987) that browsers prefer.
 */
export function resumeContentDisposition(
  resumeName: string,
  extension: string,
  disposition: "inline" | "attachment" = "attachment",
): string {
  const base =
    resumeName
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim() || "Currículo";
  const fileName = `${base.slice(0, 120)}.${extension}`;
  const ascii = fileName
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/[%;\\]/g, "_");
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
