import { eq, like } from "drizzle-orm";
import { expect, it } from "vitest";
import { grantPurchase } from "../billing/grant-purchase.ts";
import {
  account,
  purchases,
  rateLimits,
  resumeAnalyses,
  resumeDrafts,
  resumes,
  session,
  user,
} from "../db/schema.ts";
import { describeOnEachDatabase, TEST_PASSWORD } from "../testing/api-client.ts";
import { createResumeData } from "../testing/factories.ts";

describeOnEachDatabase("account data rights", (api) => {
  const saveResume = (cookie: string, name: string) =>
    api.call("/resumes", { cookie, body: { name, content: createResumeData() } });

  it("exports everything held about the person as a JSON file, without tokens or password hashes", async () => {
    const person = await api.signUp();
    const other = await api.signUp();
    const mine = (await saveResume(person.cookie, "Meu")).json.resume.id;
    const theirs = (await saveResume(other.cookie, "De outra pessoa")).json.resume.id;
    await api.db
      .insert(resumeDrafts)
      .values({ userId: person.id, content: createResumeData({ nome: "Rascunho" }) });
    await grantPurchase({
      db: api.db,
      provider: "demo",
      providerSessionId: `p-${person.id}`,
      userId: person.id,
    });
    await grantPurchase({
      db: api.db,
      provider: "demo",
      providerSessionId: `p-${other.id}`,
      userId: other.id,
    });

    const analysis = await api.call(`/resumes/${mine}/analyses`, { cookie: person.cookie, body: {} });
    expect(analysis.status).toBe(201);
    await api.call(`/resumes/${theirs}/analyses`, { cookie: other.cookie, body: {} });
    const result = await api.call("/account/export", { cookie: person.cookie });
    expect(result.status).toBe(200);
    expect(result.response.headers.get("content-disposition")).toBe(
      'attachment; filename="vitae-meus-dados.json"',
    );
    expect(result.json.user).toEqual({
      id: person.id,
      name: "Ana Souza",
      email: person.email,
      createdAt: expect.any(String),
    });
    expect(result.json.resumes.map((r: { name: string }) => r.name)).toEqual(["Meu"]);
    expect(result.json.resumes[0].content).toEqual(createResumeData());
    expect(result.json.analyses).toEqual([analysis.json.analysis]);
    expect(result.json.drafts).toHaveLength(1);
    expect(result.json.drafts[0].content.nome).toBe("Rascunho");
    expect(result.json.purchases).toEqual([
      expect.objectContaining({ providerSessionId: `p-${person.id}`, amountCents: 797, status: "paid" }),
    ]);
    expect(result.json.sessions).toHaveLength(1);
    expect(result.json.sessions[0]).not.toHaveProperty("token");
    const [stored] = await api.db.select().from(session).where(eq(session.userId, person.id));
    const [credential] = await api.db.select().from(account).where(eq(account.userId, person.id));
    expect(result.text).not.toContain(stored?.token);
    expect(result.text).not.toContain(credential?.password);
    expect(Date.parse(result.json.exportedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("keeps everything when the password is wrong", async () => {
    const person = await api.signUp();
    await saveResume(person.cookie, "Fica");
    const wrong = await api.call("/account/delete", {
      cookie: person.cookie,
      body: { password: "errada-123" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ code: "INVALID_PASSWORD", message: "Senha incorreta." });
    const missing = await api.call("/account/delete", { cookie: person.cookie, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.issues).toEqual([{ path: "password", message: "Senha é obrigatória" }]);
    expect((await api.call("/resumes", { cookie: person.cookie })).json.resumes).toHaveLength(1);
  });

  it("counts wrong passwords with failed sign-ins and stops guessing after five", async () => {
    const person = await api.signUp();
    const attempt = (password: string) =>
      api.call("/account/delete", { cookie: person.cookie, body: { password } });
    for (let n = 0; n < 5; n++) expect((await attempt(`errada-${n}`)).status).toBe(400);
    const limited = await attempt(TEST_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe("RATE_LIMITED");
    expect((await api.call("/resumes", { cookie: person.cookie })).status).toBe(200);
  });

  it("deletes the account with the password: resumes, drafts, sessions, credentials and the user row", async () => {
    const person = await api.signUp();
    const other = await api.signUp();
    const gone = (await saveResume(person.cookie, "Vai embora")).json.resume.id;
    await saveResume(other.cookie, "Fica");
    await api.db.insert(resumeDrafts).values({ userId: person.id, content: createResumeData() });
    await grantPurchase({
      db: api.db,
      provider: "demo",
      providerSessionId: `d-${person.id}`,
      userId: person.id,
    });
    const analysis = await api.call(`/resumes/${gone}/analyses`, { cookie: person.cookie, body: {} });
    expect(analysis.status).toBe(201);

    const result = await api.call("/account/delete", {
      cookie: person.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(result.status).toBe(204);
    const cleared = result.response.headers.getSetCookie().join("\n");
    expect(cleared).toMatch(/better-auth\.session_token=;.*Max-Age=0/i);

    for (const [table, column] of [
      [resumes, resumes.userId],
      [resumeAnalyses, resumeAnalyses.userId],
      [resumeDrafts, resumeDrafts.userId],
      [purchases, purchases.userId],
      [session, session.userId],
      [account, account.userId],
      [user, user.id],
    ] as const) {
      expect(await api.db.select().from(table).where(eq(column, person.id))).toEqual([]);
    }
    expect((await api.call("/resumes", { cookie: person.cookie })).status).toBe(401);
    const counters = await api.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `%${person.email}%`));
    expect(counters).toEqual([]);
    expect((await api.call("/resumes", { cookie: other.cookie })).json.resumes).toHaveLength(1);
  });
});
