/** The tags React emits first for a page (its <title>, <meta> and <link>), which belong in <head>. */
const LEADING_HEAD_TAG = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

/** Splits React's server output into the head tags it hoisted and the page markup. */
export function splitHoisted(html: string): { head: string; body: string } {
  let rest = html;
  const head: string[] = [];
  for (let match = LEADING_HEAD_TAG.exec(rest); match; match = LEADING_HEAD_TAG.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: head.join(""), body: rest };
}

/**
 * The built index.html with a page inside #root and the page's own head tags in place of the default
 * title and description (a page without its own keeps the defaults).
 */
export function composePage(template: string, rendered: string, { clientRender = false } = {}): string {
  const split = splitHoisted(rendered);
  const { body } = split;
  // A page the browser redraws instead of hydrating (404.html serves many addresses whose pages differ):
  // its tags are marked so main.tsx can drop them before React adds its own.
  const head = clientRender
    ? split.head.replace(/<(title|meta|link)\b/g, "<$1 data-prerendered")
    : split.head;
  const root = clientRender ? '<div id="root" data-client-render>' : '<div id="root">';
  let html = template;
  if (head.includes("<title>")) html = html.replace(/<title>[^<]*<\/title>\s*/, "");
  if (head.includes('name="description"')) html = html.replace(/<meta name="description"[^>]*>\s*/, "");
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root">');
  return html
    .replace("</head>", () => `${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `${root}${body}</div>`);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * For a prerendered page: the app's entry module is not loaded by the page itself but by /start.js once the
 * browser has painted the page's text (src/web/public/start.js, which reads the entry and its imports from
 * its data attributes). A phone on a slow network shows the content first instead of after the JavaScript.
 */
export function startAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error("index.html has no entry module script");
  const imports = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const start = `<script defer src="/start.js" data-entry="${entry}" data-imports="${imports.join(" ")}"></script>`;
  return html.replace(MODULE_PRELOAD, "").replace(ENTRY_SCRIPT, () => start);
}
