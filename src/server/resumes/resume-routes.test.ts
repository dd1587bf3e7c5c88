import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { resumes } from "../db/schema.ts";
import { describeOnEachDatabase } from "../testing/api-client.ts";
import { createResumeData } from "../testing/factories.ts";
import { RESUME_BODY_LIMIT } from "./resume-routes.ts";

const CONFLICT_MESSAGE =
  "Este currículo foi alterado em outra aba ou aparelho. Recarregue para ver a versão mais recente ou salve por cima dela.";
const NOT_FOUND = { code: "RESUME_NOT_FOUND", message: "Currículo não encontrado" };

describeOnEachDatabase("resume API", (api) => {
  const create = async (cookie: string, body: Record<string, unknown> = {}) => {
    const result = await api.call("/resumes", {
      cookie,
      body: { name: "Meu Currículo", content: createResumeData(), ...body },
    });
    expect(result.status).toBe(201);
    return result.json.resume;
  };

  it("creates, reads, lists newest first, updates and deletes the user's resumes", async () => {
    const { cookie } = await api.signUp();
    const content = createResumeData({ templateId: "classico" });
    const first = await create(cookie, { name: "  Primeiro  ", content });
    expect(first).toMatchObject({
      name: "Primeiro",
      templateId: "classico",
      status: "finalizado",
      version: 1,
    });
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
    expect(first.content).toEqual(content);

    const second = await create(cookie, { name: "Segundo", templateId: "tecnico", status: "rascunho" });
    expect(second).toMatchObject({ templateId: "tecnico", status: "rascunho" });

    const read = await api.call(`/resumes/${first.id}`, { cookie });
    expect(read.status).toBe(200);
    expect(read.json.resume).toEqual(first);

    const listed = await api.call("/resumes", { cookie });
    expect(listed.json.resumes.map((r: { name: string }) => r.name)).toEqual(["Segundo", "Primeiro"]);
    expect(listed.json.resumes[0]).not.toHaveProperty("content");

    const updated = await api.call(`/resumes/${first.id}`, {
      method: "PUT",
      cookie,
      body: { name: "Primeiro, editado", content: createResumeData({ cargo: "Gerente" }), version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.resume).toMatchObject({
      name: "Primeiro, editado",
      version: 2,
      status: "finalizado",
    });
    expect(updated.json.resume.content.cargo).toBe("Gerente");
    expect(updated.json.resume.createdAt).toBe(first.createdAt);
    const relisted = await api.call("/resumes", { cookie });
    expect(relisted.json.resumes.map((r: { name: string }) => r.name)).toEqual([
      "Primeiro, editado",
      "Segundo",
    ]);

    const deleted = await api.call(`/resumes/${second.id}`, { method: "DELETE", cookie });
    expect(deleted.status).toBe(204);
    expect((await api.call(`/resumes/${second.id}`, { cookie })).json).toEqual(NOT_FOUND);
    expect((await api.call("/resumes", { cookie })).json.resumes).toHaveLength(1);
  });

  it("keeps the stored status when an update leaves it out", async () => {
    const { cookie } = await api.signUp();
    const draft = await create(cookie, { status: "rascunho" });
    const saved = await api.call(`/resumes/${draft.id}`, {
      method: "PUT",
      cookie,
      body: { name: "Rascunho", content: createResumeData(), version: 1 },
    });
    expect(saved.json.resume.status).toBe("rascunho");
  });

  it("refuses a save based on an old version with the current resume, then accepts the overwrite", async () => {
    const { cookie } = await api.signUp();
    const resume = await create(cookie);
    const save = (name: string, version: number) =>
      api.call(`/resumes/${resume.id}`, {
        method: "PUT",
        cookie,
        body: { name, content: createResumeData(), version },
      });
    expect((await save("Aba 1", 1)).status).toBe(200);

    const stale = await save("Aba 2", 1);
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ code: "RESUME_VERSION_CONFLICT", message: CONFLICT_MESSAGE });
    expect(stale.json.current).toMatchObject({ id: resume.id, name: "Aba 1", version: 2 });

    const overwrite = await save("Aba 2", stale.json.current.version);
    expect(overwrite.status).toBe(200);
    expect(overwrite.json.resume).toMatchObject({ name: "Aba 2", version: 3 });
  });

  it("lets exactly one of many concurrent saves of the same version win", async () => {
    const { cookie } = await api.signUp();
    const resume = await create(cookie);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, tab) =>
        api.call(`/resumes/${resume.id}`, {
          method: "PUT",
          cookie,
          body: { name: `Aba ${tab}`, content: createResumeData(), version: 1 },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = results.find((r) => r.status === 200)?.json.resume;
    const stored = await api.call(`/resumes/${resume.id}`, { cookie });
    expect(stored.json.resume).toMatchObject({ name: winner.name, version: 2 });
  });

  it("answers another user's resume exactly like a missing one and changes nothing", async () => {
    const owner = await api.signUp();
    const intruder = await api.signUp();
    const resume = await create(owner.cookie, { name: "Só meu" });
    const before = await api.db.select().from(resumes).where(eq(resumes.id, resume.id));

    const attempts = [
      await api.call(`/resumes/${resume.id}`, { cookie: intruder.cookie }),
      await api.call(`/resumes/${resume.id}`, {
        method: "PUT",
        cookie: intruder.cookie,
        body: { name: "Roubado", content: createResumeData({ nome: "Intruso" }), version: 1 },
      }),
      await api.call(`/resumes/${resume.id}`, { method: "DELETE", cookie: intruder.cookie }),
      await api.call(`/resumes/00000000-0000-4000-8000-000000000000`, { cookie: owner.cookie }),
      await api.call(`/resumes/nao-e-um-id`, { cookie: owner.cookie }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(404);
      expect(attempt.json).toEqual(NOT_FOUND);
    }
    const exported = await api.call("/account/export", { cookie: intruder.cookie });
    expect(exported.status).toBe(200);
    expect(exported.json.resumes).toEqual([]);
    expect(exported.text).not.toContain(resume.id);
    expect((await api.call("/resumes", { cookie: intruder.cookie })).json.resumes).toEqual([]);

    expect(await api.db.select().from(resumes).where(eq(resumes.id, resume.id))).toEqual(before);
  });

  it("answers 401 in Portuguese without a session, for every route", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const body = { name: "X", content: createResumeData(), version: 1 };
    const calls = [
      api.call("/resumes"),
      api.call(`/resumes/${id}`),
      api.call("/resumes", { body }),
      api.call(`/resumes/${id}`, { method: "PUT", body }),
      api.call(`/resumes/${id}`, { method: "DELETE" }),
      api.call("/account/export"),
      api.call("/account/delete", { body: { password: "x" } }),
      api.call("/resumes", { cookie: "better-auth.session_token=forjado.assinatura" }),
    ];
    for (const result of await Promise.all(calls)) {
      expect(result.status).toBe(401);
      expect(result.json).toEqual({
        code: "UNAUTHORIZED",
        message: "Você precisa estar logado para continuar.",
      });
    }
  });

  it("refuses a blank or too long name and invalid content with Portuguese field messages", async () => {
    const { cookie } = await api.signUp();
    const blank = await api.call("/resumes", { cookie, body: { name: "   ", content: createResumeData() } });
    expect(blank.status).toBe(400);
    expect(blank.json).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(blank.json.issues).toEqual([{ path: "name", message: "Por favor, dê um nome ao seu currículo" }]);

    const long = await api.call("/resumes", { cookie, body: { name: "a".repeat(121), content: {} } });
    expect(long.json.issues).toEqual([
      { path: "name", message: "O nome do currículo deve ter no máximo 120 caracteres" },
    ]);

    const badContent = await api.call("/resumes", {
      cookie,
      body: {
        name: "Ok",
        content: { ...createResumeData(), templateId: "desconhecido", experiencias: [{ empresa: "A" }] },
      },
    });
    expect(badContent.status).toBe(400);
    expect(badContent.json.issues).toEqual(
      expect.arrayContaining([
        { path: "content.templateId", message: "Modelo de currículo desconhecido" },
        { path: "content.experiencias.0.empresa", message: "Nome da empresa é obrigatório" },
      ]),
    );
    const noVersion = await api.call("/resumes/00000000-0000-4000-8000-000000000000", {
      method: "PUT",
      cookie,
      body: { name: "Ok", content: createResumeData() },
    });
    expect(noVersion.status).toBe(400);
    expect(noVersion.json.issues).toEqual([{ path: "version", message: "Versão do currículo inválida" }]);
    expect((await api.call("/resumes", { cookie })).json.resumes).toEqual([]);
  });

  it("refuses 33,000 skills (a body that once froze the server) with the Portuguese cap message", async () => {
    const { cookie } = await api.signUp();
    const hardSkills = Array.from({ length: 33_000 }, (_, i) => i.toString(36));
    const body = { name: "Grande", content: { ...createResumeData(), hardSkills } };
    expect(JSON.stringify(body).length).toBeLessThan(RESUME_BODY_LIMIT);
    const created = await api.call("/resumes", { cookie, body });
    expect(created.status).toBe(400);
    expect(created.json).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(created.json.issues).toEqual([
      { path: "content.hardSkills", message: "Adicione no máximo 100 habilidades em cada lista" },
    ]);

    const saved = await create(cookie);
    const updated = await api.call(`/resumes/${saved.id}`, {
      method: "PUT",
      cookie,
      body: { ...body, version: 1 },
    });
    expect(updated.status).toBe(400);
    expect(updated.json.issues).toEqual(created.json.issues);
    expect((await api.call(`/resumes/${saved.id}`, { cookie })).json.resume.version).toBe(1);
  });

  it("refuses text the database cannot store (NUL, half a surrogate pair) instead of failing", async () => {
    const { cookie } = await api.signUp();
    for (const bad of ["a\u0000b", "\ud800", "x\udc00"]) {
      const inName = await api.call("/resumes", { cookie, body: { name: bad, content: createResumeData() } });
      const inContent = await api.call("/resumes", {
        cookie,
        body: { name: "Ok", content: createResumeData({ resumo: bad, hardSkills: [bad] }) },
      });
      for (const result of [inName, inContent]) {
        expect(result.status).toBe(400);
        expect(result.json.issues[0].message).toBe("O texto contém caracteres que não podem ser salvos.");
      }
    }
    expect((await api.call("/resumes", { cookie })).json.resumes).toEqual([]);
  });

  it("refuses a cross-site save", async () => {
    const { cookie } = await api.signUp();
    const response = await fetch(`${api.url}/api/resumes`, {
      method: "POST",
      headers: { cookie, origin: "https://malicioso.example", "content-type": "application/json" },
      body: JSON.stringify({ name: "X", content: createResumeData() }),
    });
    expect(response.status).toBe(403);
    expect((await api.call("/resumes", { cookie })).json.resumes).toEqual([]);
  });
});
