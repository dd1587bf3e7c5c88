import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.ts";
import { resumes } from "../db/schema.ts";
import { type ApiCall, useTestApi } from "../testing/api-client.ts";
import { createResumeData } from "../testing/factories.ts";
import { RESUME_BODY_LIMIT } from "./resume-routes.ts";

const RUNS = 60;
// Words of zod's and Hono's English defaults: none may reach a user.
const ENGLISH = /\b(invalid|expected|required|received|malformed|unexpected|error|body|too)\b/i;

/** Any 4xx answer must be our `{ code, message }` in Portuguese, with Portuguese field issues if any. */
function expectPortugueseRefusal(result: Awaited<ReturnType<ApiCall>>): void {
  expect(result.status).toBeGreaterThanOrEqual(400);
  expect(result.status).toBeLessThan(500);
  expect(result.json).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  expect(result.json.message).not.toMatch(ENGLISH);
  for (const issue of result.json.issues ?? []) expect(issue.message).not.toMatch(ENGLISH);
}

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "\ud800",
    "a\udfffb",
    "  ",
    "<script>alert(1)</script>",
    "'; drop table resumes;--",
  ),
);
const content = fc.oneof(
  fc.constant(createResumeData()),
  fc.jsonValue(),
  fc.record({ nome: text, experiencias: fc.array(fc.jsonValue(), { maxLength: 3 }), templateId: text }),
  fc.constant({ ...createResumeData(), hardSkills: "SQL" }),
);
/** Bodies that are wrong in some way: a random JSON value, or a resume body with a wrong field. */
const badBody = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      name: fc.oneof(text, fc.jsonValue(), fc.constant("x".repeat(121))),
      content,
      templateId: fc.oneof(text, fc.jsonValue()),
      status: fc.oneof(fc.jsonValue(), fc.constant("")),
      version: fc.oneof(fc.jsonValue(), fc.double(), fc.constantFrom(0, -1, 2 ** 31, 1e308, 99)),
    },
    { requiredKeys: [] },
  ),
);
const rawText = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.constantFrom("{", '{"name":', "[]", "null"),
);

describe("resume API under random bodies (PGlite)", () => {
  const api = useTestApi((config) => openDatabase(config));
  let cookie: string;
  let userId: string;
  let resumeId: string;
  const stored = () =>
    api.db.select().from(resumes).where(eq(resumes.userId, userId)).orderBy(asc(resumes.id));

  beforeAll(async () => {
    ({ cookie, id: userId } = await api.signUp());
    const created = await api.call("/resumes", {
      cookie,
      body: { name: "Original", content: createResumeData() },
    });
    resumeId = created.json.resume.id;
  }, 60_000);

  it("refuses malformed POST and PUT bodies with a Portuguese 4xx and stores nothing", async () => {
    await fc.assert(
      fc.asyncProperty(badBody, fc.constantFrom("POST", "PUT"), async (body, method) => {
        const before = await stored();
        const path = method === "POST" ? "/resumes" : `/resumes/${resumeId}`;
        const result = await api.call(path, { method, cookie, body });
        if (result.status < 300) return; // by chance a valid body: then it was rightly saved
        expectPortugueseRefusal(result);
        expect(await stored()).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  it("refuses bodies that are not JSON at all", async () => {
    await fc.assert(
      fc.asyncProperty(rawText, fc.constantFrom("application/json", "text/plain"), async (raw, type) => {
        const before = await stored();
        const result = await api.call("/resumes", {
          method: "POST",
          cookie,
          rawBody: raw,
          contentType: type,
        });
        expectPortugueseRefusal(result);
        expect(await stored()).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  it("stores any valid unicode name and text exactly as sent (trimmed), including long ones", async () => {
    const storable = fc
      .string({ unit: "grapheme", minLength: 1, maxLength: 60 })
      .filter((value) => value.trim().length > 0 && !value.includes("\u0000"));
    await fc.assert(
      fc.asyncProperty(storable, fc.string({ unit: "grapheme", maxLength: 20_000 }), async (name, resumo) => {
        const body = { name, content: createResumeData({ resumo: resumo.replaceAll("\u0000", "") }) };
        const result = await api.call("/resumes", { cookie, body });
        expect(result.status).toBe(201);
        const read = await api.call(`/resumes/${result.json.resume.id}`, { cookie });
        expect(read.json.resume.name).toBe(name.trim());
        expect(read.json.resume.content).toEqual(body.content);
        expect(
          (await api.call(`/resumes/${result.json.resume.id}`, { method: "DELETE", cookie })).status,
        ).toBe(204);
      }),
      { numRuns: 20 },
    );
  });

  it("refuses a body over the size limit with 413 in Portuguese", async () => {
    const before = await stored();
    // Built past the schema's caps on purpose: the size limit must refuse it before anything parses it.
    const huge = {
      name: "Grande",
      content: { ...createResumeData(), resumo: "á".repeat(RESUME_BODY_LIMIT) },
    };
    for (const [method, path] of [
      ["POST", "/resumes"],
      ["PUT", `/resumes/${resumeId}`],
    ] as const) {
      const result = await api.call(path, { method, cookie, body: { ...huge, version: 1 } });
      expect(result.status).toBe(413);
      expect(result.json).toEqual({
        code: "PAYLOAD_TOO_LARGE",
        message: "O conteúdo enviado é grande demais.",
      });
    }
    expect(await stored()).toEqual(before);
  });
});
