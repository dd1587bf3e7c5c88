// A rush of downloads against one instance: 100 'Baixar PDF' clicks at once by one paying person, each going
// through the web client's own download function (it waits out PDF_BUSY's Retry-After and asks again).
// Prints when the last PDF arrived and how many downloads failed. Run alone with `npx tsx bench/download-rush.ts`.
import { pathToFileURL } from "node:url";
import { createResumeData } from "#server/testing/factories.ts";
import { apiDownload } from "#web/lib/api-client.ts";
import { startServer } from "./browser.ts";

const CLICKS = 100;
const TARGET_LAST_MS = 5000;

export async function downloadRushBench(port: number): Promise<void> {
  const publicUrl = `http://127.0.0.1:${port}`;
  // As deployed (React's production build renders PDFs' markup faster), with the demo checkout to buy the plan.
  const server = await startServer(port, {
    PUBLIC_URL: publicUrl,
    NODE_ENV: "production",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
    DEMO_CHECKOUT: "true",
  });
  const realFetch = globalThis.fetch;
  try {
    let cookie = "";
    const call = async (path: string, body?: unknown) => {
      const response = await realFetch(`${server.url}/api${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { origin: publicUrl, "content-type": "application/json", cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return response;
    };
    const signUp = await call("/auth/sign-up/email", {
      name: "Pessoa Apressada",
      email: `rush.${Date.now()}@example.com`,
      password: "cavalo-grampo-bateria-27",
    });
    cookie = signUp.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const { url } = (await (await call("/billing/checkout", {})).json()) as { url: string };
    const sessionId = new URL(url).searchParams.get("session_id");
    await call("/billing/demo/pay", { session_id: sessionId, method: "card" });
    const created = await call("/resumes", { name: "Currículo", content: createResumeData() });
    const { resume } = (await created.json()) as { resume: { id: string } };
    // One warm-up download: the figure is the rush, not Chromium's start.
    await call(`/resumes/${resume.id}/pdf`);

    // The browser's fetch: our origin, the person's cookie.
    globalThis.fetch = (input, init) =>
      realFetch(new URL(String(input), server.url), { ...init, headers: { cookie } });
    const started = performance.now();
    const ends = await Promise.all(
      Array.from({ length: CLICKS }, () =>
        apiDownload(`/api/resumes/${resume.id}/pdf`).then(
          async (file) => ({
            ok: (await file.blob.text()).startsWith("%PDF"),
            ms: performance.now() - started,
          }),
          () => ({ ok: false, ms: performance.now() - started }),
        ),
      ),
    );
    const failures = ends.filter((end) => !end.ok).length;
    const last = Math.max(...ends.map((end) => end.ms));
    console.log(`Download rush: ${CLICKS} PDF downloads at once by one person (client waits out PDF_BUSY):`);
    console.log(
      `  last PDF after ${(last / 1000).toFixed(2)} s (target ≤ ${TARGET_LAST_MS / 1000} s), ${failures} failures`,
    );
  } finally {
    globalThis.fetch = realFetch;
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  await downloadRushBench(Number(process.env.BENCH_PORT ?? 4399));
