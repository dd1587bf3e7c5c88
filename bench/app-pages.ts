// Lighthouse on the app's own pages as people meet them: the wizard's first step, the final step with a filled
// resume, and the dashboard signed in with 10 saved resumes. Part of the public pages' run (public-pages.ts);
// alone, on a server of its own: `npx tsx bench/app-pages.ts [wizard|final|dashboard]` (after `npm run build`).
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { sampleResume } from "#core/sample-resume.ts";
import { WIZARD_PATHS } from "#web/lib/wizard-paths.ts";
import { startServer } from "./browser.ts";
import { lighthouseLine, type Prepare } from "./lighthouse.ts";
import { wizardDraftEntries } from "./wizard-seed.ts";

const SAVED_RESUMES = 10;
/** Each page is measured this many times and its median run shown (lighthouse.ts). */
const RUNS = 3;
const PASSWORD = "cavalo-grampo-bateria-27";

/** Signs a new person up and saves `SAVED_RESUMES` resumes; returns the session's cookies. */
async function signedInWithResumes(baseUrl: string) {
  const call = (path: string, body: unknown, cookie = "") =>
    fetch(`${baseUrl}/api${path}`, {
      method: "POST",
      headers: { origin: baseUrl, "content-type": "application/json", cookie },
      body: JSON.stringify(body),
    });
  const email = `painel.${Date.now()}@example.com`;
  const signUp = await call("/auth/sign-up/email", { name: "Pessoa do painel", email, password: PASSWORD });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const cookies = signUp.headers.getSetCookie().map((header) => {
    const [name, value] = (header.split(";")[0] as string).split("=") as [string, string];
    return { name, value, url: baseUrl };
  });
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  for (let n = 1; n <= SAVED_RESUMES; n++) {
    const content = { ...sampleResume, cargo: `${sampleResume.cargo} ${n}` };
    const created = await call("/resumes", { name: `Currículo ${n}`, content }, cookie);
    if (created.status !== 201) throw new Error(`saving resume ${n} answered ${created.status}`);
  }
  return cookies;
}

/** Opens the app once in Lighthouse's browser to leave `cookies` and `storage` there. */
const preparing =
  (
    baseUrl: string,
    {
      cookies = [],
      storage = {},
    }: { cookies?: { name: string; value: string; url: string }[]; storage?: Record<string, string> },
  ): Prepare =>
  async (devtoolsPort) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error("Lighthouse's browser has no default context");
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/robots.txt`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
    await browser.close();
  };

const PAGES = {
  wizard: (baseUrl: string) =>
    lighthouseLine(WIZARD_PATHS.dados, `${baseUrl}${WIZARD_PATHS.dados}`, preparing(baseUrl, {}), {
      runs: RUNS,
    }),
  final: (baseUrl: string) =>
    lighthouseLine(
      `${WIZARD_PATHS.final} (filled)`,
      `${baseUrl}${WIZARD_PATHS.final}`,
      preparing(baseUrl, { storage: wizardDraftEntries(sampleResume) }),
      { runs: RUNS },
    ),
  dashboard: async (baseUrl: string) =>
    lighthouseLine(
      `/dashboard (${SAVED_RESUMES} resumes)`,
      `${baseUrl}/dashboard`,
      preparing(baseUrl, { cookies: await signedInWithResumes(baseUrl) }),
      { runs: RUNS },
    ),
};

/** The three pages' lines, or only `only`'s (wizard, final, dashboard). */
export async function appPagesLighthouse(baseUrl: string, only?: string): Promise<string[]> {
  const lines: string[] = [];
  for (const [name, run] of Object.entries(PAGES)) if (!only || only === name) lines.push(await run(baseUrl));
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.BENCH_PORT ?? 4399);
  const server = await startServer(port, { PUBLIC_URL: `http://127.0.0.1:${port}` });
  try {
    for (const line of await appPagesLighthouse(server.url, process.argv[2])) console.log(line);
  } finally {
    await server.stop();
  }
}
