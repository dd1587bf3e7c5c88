/** A document cut into what stays the same between renders of one template and what changes. */
export type DocumentParts = {
  /** The document with its title and body emptied: equal shells give equal documents once both are filled. */
  shell: string;
  /** The title element's content, as written (character references unexpanded). */
  title: string;
  /** The body element's content, as written. */
  body: string;
};

const BODY_OPEN = "<body>";
const BODY_CLOSE = "</body>";
const TITLE = /<title>([^<]*)<\/title>/;

/**
 * Cuts one of our documents (renderResumeDocument) at its plain `<body>` tag and its last `</body>`; user
 * text inside is escaped, so neither tag can come from it. Null for a document without that shape, which is
 * then always loaded whole.
 */
export function splitDocument(html: string): DocumentParts | null {
  const open = html.indexOf(BODY_OPEN);
  const close = html.lastIndexOf(BODY_CLOSE);
  if (open < 0 || close < open) return null;
  const head = html.slice(0, open);
  const title = TITLE.exec(head);
  const emptyHead = title ? head.replace(title[0], "<title></title>") : head;
  return {
    shell: `${emptyHead}${BODY_OPEN}${html.slice(close)}`,
    title: title?.[1] ?? "",
    body: html.slice(open + BODY_OPEN.length, close),
  };
}
