import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createResumeData, createUser } from "../testing/factories.ts";
import { createTestDatabase, postgresUnreachableReason } from "../testing/postgres.ts";
import { type DatabaseHandle, openDatabase } from "./database.ts";
import { resumeDrafts, resumes } from "./schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The same checks on each driver: services must not be able to tell them apart. */
function roundTrip(open: () => Promise<DatabaseHandle>) {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle?.close());

  it("applies the migrations", async () => {
    const result = await handle.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(result.rows.map((row) => row.name)).toEqual([
      "account",
      "processed_events",
      "purchases",
      "rate_limits",
      "resume_analyses",
      "resume_drafts",
      "resumes",
      "session",
      "user",
      "verification",
    ]);
  });

  it("stores, reads, updates, lists and deletes resumes", async () => {
    const { db } = handle;
    await createUser(db, { id: "user-1" });
    await createUser(db, { id: "user-2" });
    const content = createResumeData();
    const [older] = await db
      .insert(resumes)
      .values({ userId: "user-1", name: "Meu currículo", content, updatedAt: new Date(Date.now() - DAY_MS) })
      .returning();
    const [newer] = await db
      .insert(resumes)
      .values({ userId: "user-1", name: "Segundo", content: createResumeData({ cargo: "Cientista" }) })
      .returning();
    await db.insert(resumes).values({ userId: "user-2", name: "De outra pessoa", content });
    if (!older || !newer) throw new Error("insert returned no row");

    const [stored] = await db.select().from(resumes).where(eq(resumes.id, older.id));
    expect(stored).toMatchObject({ name: "Meu currículo", templateId: "moderno", status: "finalizado" });
    expect(stored?.content).toEqual(content);
    expect(stored?.createdAt).toBeInstanceOf(Date);

    const listed = () =>
      db
        .select({ name: resumes.name })
        .from(resumes)
        .where(eq(resumes.userId, "user-1"))
        .orderBy(desc(resumes.updatedAt));
    expect(await listed()).toEqual([{ name: "Segundo" }, { name: "Meu currículo" }]);

    const [updated] = await db
      .update(resumes)
      .set({ name: "Atualizado", content: { ...content, cargo: "Gerente" } })
      .where(eq(resumes.id, older.id))
      .returning();
    expect(updated?.content.cargo).toBe("Gerente");
    expect(updated?.updatedAt.getTime()).toBeGreaterThan(newer.updatedAt.getTime());
    expect(await listed()).toEqual([{ name: "Atualizado" }, { name: "Segundo" }]);

    await db.delete(resumes).where(and(eq(resumes.id, older.id), eq(resumes.userId, "user-1")));
    expect(await listed()).toEqual([{ name: "Segundo" }]);
  });

  it("stores drafts with an unguessable id and a seven-day expiry", async () => {
    const { db } = handle;
    const content = createResumeData({ nome: "Importado" });
    const [draft] = await db.insert(resumeDrafts).values({ content }).returning();
    if (!draft) throw new Error("insert returned no row");

    expect(draft.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(draft.userId).toBeNull();
    expect(draft.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * DAY_MS);
    expect(draft.expiresAt.getTime() - Date.now()).toBeLessThan(7.1 * DAY_MS);

    const [read] = await db.select().from(resumeDrafts).where(eq(resumeDrafts.id, draft.id));
    expect(read?.content).toEqual(content);

    await db.update(resumeDrafts).set({ userId: "user-1" }).where(eq(resumeDrafts.id, draft.id));
    const [claimed] = await db.select().from(resumeDrafts).where(eq(resumeDrafts.id, draft.id));
    expect(claimed?.userId).toBe("user-1");

    await db.insert(resumeDrafts).values({ content, expiresAt: new Date(Date.now() - 1000) });
    const purged = await db.delete(resumeDrafts).where(lt(resumeDrafts.expiresAt, new Date())).returning();
    expect(purged).toHaveLength(1);
    expect(await db.select({ id: resumeDrafts.id }).from(resumeDrafts)).toEqual([{ id: draft.id }]);
  });
}

describe("PGlite in a temp folder", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "vitae-db-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  roundTrip(() => openDatabase({ dataDir, databaseUrl: undefined }));
});

const unreachable = await postgresUnreachableReason();
if (unreachable && !process.env.CI) console.warn(`\n⚠ Skipping the PostgreSQL tests: ${unreachable}\n`);

describe.runIf(!unreachable || process.env.CI)("PostgreSQL in a fresh database", () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(() => drop?.());
  roundTrip(async () => {
    if (unreachable) throw new Error(`${unreachable} CI is set, so these tests require it.`);
    const database = await createTestDatabase();
    drop = database.drop;
    return openDatabase({ dataDir: "unused", databaseUrl: database.url });
  });
});
