import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { resumeDrafts } from "../db/schema.ts";
import { describeOnEachDatabase } from "../testing/api-client.ts";
import { createResumeData } from "../testing/factories.ts";
import { createDraft } from "./create-draft.ts";
import { purgeExpiredDrafts } from "./purge-drafts.ts";

const NOT_FOUND = { code: "DRAFT_NOT_FOUND", message: "Não foi possível carregar os dados do rascunho." };
const DAY_MS = 24 * 60 * 60 * 1000;

describeOnEachDatabase("resume drafts", (api) => {
  const read = (id: string, cookie?: string) => api.call(`/drafts/${id}`, { cookie });

  it("lets anyone holding a visitor's draft id read it", async () => {
    const content = createResumeData({ nome: "Visitante Souza" });
    const { id } = await createDraft({ db: api.db, userId: null, content });
    const someone = await api.signUp();
    for (const cookie of [undefined, someone.cookie]) {
      const answer = await read(id, cookie);
      expect(answer.status).toBe(200);
      expect(answer.json.draft).toEqual({ id, content });
    }
  }, 60_000);

  it("shows a signed-in person's draft to them only, and answers everyone else like a missing one", async () => {
    const owner = await api.signUp();
    const other = await api.signUp();
    const { id } = await createDraft({ db: api.db, userId: owner.id, content: createResumeData() });
    expect((await read(id, owner.cookie)).status).toBe(200);
    for (const cookie of [other.cookie, undefined, "better-auth.session_token=forged"]) {
      const answer = await read(id, cookie);
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual(NOT_FOUND);
    }
    expect((await read(crypto.randomUUID(), owner.cookie)).json).toEqual(NOT_FOUND);
    expect((await read("nao-e-um-id", owner.cookie)).json).toEqual(NOT_FOUND);
  }, 60_000);

  it("stops serving a draft after 7 days and purges it", async () => {
    const { id } = await createDraft({ db: api.db, userId: null, content: createResumeData() });
    const [row] = await api.db.select().from(resumeDrafts).where(eq(resumeDrafts.id, id));
    const lifetime = (row?.expiresAt?.getTime() ?? 0) - (row?.createdAt?.getTime() ?? 0);
    expect(Math.abs(lifetime - 7 * DAY_MS)).toBeLessThan(60_000);

    const expired = await createDraft({ db: api.db, userId: null, content: createResumeData() });
    await api.db
      .update(resumeDrafts)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(resumeDrafts.id, expired.id));
    expect((await read(expired.id)).json).toEqual(NOT_FOUND);

    expect(await purgeExpiredDrafts({ db: api.db })).toBeGreaterThanOrEqual(1);
    const left = await api.db.select({ id: resumeDrafts.id }).from(resumeDrafts);
    expect(left.map((draft) => draft.id)).toContain(id);
    expect(left.map((draft) => draft.id)).not.toContain(expired.id);
    // Eight days on, the fresh draft goes too.
    await purgeExpiredDrafts({ db: api.db, now: new Date(Date.now() + 8 * DAY_MS) });
    expect((await read(id)).status).toBe(404);
  }, 60_000);
});
