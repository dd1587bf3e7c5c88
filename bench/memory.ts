// Resident memory of the server process alone (its PDF browser and parse processes apart), as `npm start` runs
// it: at idle once started, and after a load of saves, PDF downloads, imports and an analysis; on the embedded
// database with a new data folder, then on PostgreSQL. Run alone with `npx tsx bench/memory.ts` after a build.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { corpusFile } from "#server/import/testing/corpus.ts";
import { createResumeData } from "#server/testing/factories.ts";
import { createTestDatabase, postgresUnreachableReason } from "#server/testing/postgres.ts";
import { startServer } from "./browser.ts";

const TARGET_IDLE_MB = { PGlite: 400, PostgreSQL: 250 };
const TARGET_GROWTH_MB = 150;
const USERS = 20;
const SAVES_PER_USER = 25;
const DOWNLOADS = 5;
const IMPORTS = ["pdf/pt_01_joao-pedro-albuquerque.pdf", "pdf/en_02_mariana-lopes-vieira.docx"];
const PASSWORD = "cavalo-grampo-bateria-27";

type Figures = { idleMb: number; startPeakMb: number; afterLoadMb: number; childrenMb: number };

/** VmRSS (or another field) of one process, in MB, from /proc: the process alone, not its children. */
function memoryMb(pid: number, field: "VmRSS" | "VmHWM" = "VmRSS"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0) / 1024);
}

/** The resident memory of the processes `pid` started, Chromium's aside: the parse processes. */
function parseProcessesMb(pid: number): number {
  const children = execSync(`ps -o pid=,args= --ppid ${pid}`, { encoding: "utf8" }).trim().split("\n");
  return children
    .filter((line) => line.includes("ts-worker-entry"))
    .reduce((sum, line) => sum + memoryMb(Number(line.trim().split(" ")[0])), 0);
}

/** Waits until the process's memory has stopped changing (start-up work such as Chromium's launch is done). */
async function settled(pid: number): Promise<number> {
  let last = memoryMb(pid);
  for (let stable = 0, i = 0; stable < 5 && i < 60; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = memoryMb(pid);
    stable = Math.abs(now - last) <= 2 ? stable + 1 : 0;
    last = now;
  }
  return last;
}

async function measure(port: number, env: Record<string, string>): Promise<Figures> {
  const publicUrl = `http://127.0.0.1:${port}`;
  const server = await startServer(
    port,
    { PUBLIC_URL: publicUrl, TRUSTED_PROXY_HEADER: "x-forwarded-for", ...env },
    { compiled: true },
  );
  try {
    const idleMb = await settled(server.pid);
    const startPeakMb = memoryMb(server.pid, "VmHWM");
    await load(server.url, publicUrl);
    const afterLoadMb = await settled(server.pid);
    return { idleMb, startPeakMb, afterLoadMb, childrenMb: parseProcessesMb(server.pid) };
  } finally {
    await server.stop();
  }
}

/** People sign up and save their resumes over and over; one buys the plan, downloads, imports and analyses. */
async function load(url: string, publicUrl: string): Promise<void> {
  type Init = { method?: string; body?: unknown; cookie?: string; ip: string };
  const call = async (path: string, init: Init, attempt = 1): Promise<Response> => {
    const response = await fetch(`${url}/api${path}`, {
      method: init.method ?? "GET",
      headers: {
        origin: publicUrl,
        "x-forwarded-for": init.ip,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.body instanceof Uint8Array ? {} : { "content-type": "application/json" }),
      },
      body: init.body instanceof Uint8Array ? (init.body as BodyInit) : JSON.stringify(init.body),
    });
    // On a busy machine PostgreSQL's pool can time out (503 with Retry-After): wait and ask again, as people do.
    if (response.status === 503 && attempt < 5) {
      await response.text();
      const seconds = Number(response.headers.get("retry-after") ?? 1);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      return call(path, init, attempt + 1);
    }
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  // A few sign-ups at a time, as in resume-load.ts: each holds a pooled connection while its password is hashed.
  const people: { ip: string; cookie: string; id: string; version: number }[] = [];
  for (let first = 0; first < USERS; first += 5) {
    const batch = Array.from({ length: 5 }, (_, i) => first + i);
    people.push(
      ...(await Promise.all(
        batch.map(async (n) => {
          const ip = `10.78.0.${n + 1}`;
          const signUp = await call("/auth/sign-up/email", {
            method: "POST",
            body: {
              name: `Pessoa ${n}`,
              email: `memoria.${n}.${Date.now()}@example.com`,
              password: PASSWORD,
            },
            ip,
          });
          const cookie = signUp.headers
            .getSetCookie()
            .map((header) => header.split(";")[0])
            .join("; ");
          const created = await call("/resumes", {
            method: "POST",
            body: { name: `Currículo ${n}`, content: createResumeData() },
            cookie,
            ip,
          });
          const { resume } = (await created.json()) as { resume: { id: string; version: number } };
          return { ip, cookie, id: resume.id, version: resume.version };
        }),
      )),
    );
  }
  await Promise.all(
    people.map(async (person, n) => {
      for (let save = 0; save < SAVES_PER_USER; save++) {
        const content = createResumeData({ resumo: `Versão ${save} salva pela pessoa ${n}.` });
        const saved = await call(`/resumes/${person.id}`, {
          method: "PUT",
          body: { name: `Currículo ${n}`, content, version: person.version },
          cookie: person.cookie,
          ip: person.ip,
        });
        person.version = ((await saved.json()) as { resume: { version: number } }).resume.version;
      }
    }),
  );
  const buyer = people[0] as (typeof people)[number];
  const { url: checkout } = (await (
    await call("/billing/checkout", { method: "POST", body: {}, cookie: buyer.cookie, ip: buyer.ip })
  ).json()) as { url: string };
  const sessionId = new URL(checkout).searchParams.get("session_id");
  const pay = { session_id: sessionId, method: "card" };
  await call("/billing/demo/pay", { method: "POST", body: pay, cookie: buyer.cookie, ip: buyer.ip });
  for (let n = 0; n < DOWNLOADS; n++) {
    await (await call(`/resumes/${buyer.id}/pdf`, { cookie: buyer.cookie, ip: buyer.ip })).arrayBuffer();
  }
  for (const file of IMPORTS) {
    const body = await corpusFile(file);
    await (await call("/import", { method: "POST", body, cookie: buyer.cookie, ip: buyer.ip })).json();
  }
  const analysis = { method: "POST", body: {}, cookie: buyer.cookie, ip: buyer.ip };
  await (await call(`/resumes/${buyer.id}/analyses`, analysis)).json();
}

export async function memoryBench(port: number): Promise<void> {
  if (!existsSync("dist/server/main.js")) execSync("npm run build", { stdio: "inherit" });
  const load = (await readFile("/proc/loadavg", "utf8")).split(" ").slice(0, 3).join(" ");
  console.log(
    `Server memory (VmRSS of the server process alone, as npm start runs it; load average ${load}): ` +
      `idle after start, then after ${USERS} people × ${SAVES_PER_USER} saves, ${DOWNLOADS} PDFs, ` +
      `${IMPORTS.length} imports and an analysis`,
  );
  const print = (label: keyof typeof TARGET_IDLE_MB, f: Figures) =>
    console.log(
      `  ${label.padEnd(11)} idle ${f.idleMb} MB (target ≤ ${TARGET_IDLE_MB[label]} MB, start-up peak ` +
        `${f.startPeakMb} MB), after load ${f.afterLoadMb} MB (+${f.afterLoadMb - f.idleMb} MB, target ≤ ` +
        `+${TARGET_GROWTH_MB} MB); parse processes then ${f.childrenMb} MB`,
    );
  print("PGlite", await measure(port, {}));
  const unreachable = await postgresUnreachableReason();
  if (unreachable) {
    console.log(`  PostgreSQL  skipped: ${unreachable}`);
    return;
  }
  const database = await createTestDatabase();
  try {
    print("PostgreSQL", await measure(port, { DATABASE_URL: database.url }));
  } finally {
    await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await memoryBench(Number(process.env.BENCH_PORT ?? 4399));
}
