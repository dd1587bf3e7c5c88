import JSZip from "jszip";
import mammoth from "mammoth";
import { expect, it } from "vitest";
import { toPlainText } from "#core/export/plain-text.ts";
import { fromJsonResume } from "#core/import/json-resume.ts";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { sampleResume } from "#core/sample-resume.ts";
import { expectInOrder } from "#core/testing/expect-in-order.ts";
import { spanishSampleResume } from "#core/testing/language-samples.ts";
import { grantPurchase } from "../billing/grant-purchase.ts";
import { describeOnEachDatabase, type TestApi } from "../testing/api-client.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const NAME = "Currículo Camila — Marketing";
const DISPOSITION = (ext: string) =>
  `attachment; filename="Curriculo Camila  Marketing.${ext}"; filename*=UTF-8''${encodeURIComponent(`${NAME}.${ext}`)}`;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

async function download(api: TestApi, path: string, cookie?: string) {
  const response = await fetch(`${api.url}/api${path}`, { headers: cookie ? { cookie } : {} });
  return { response, status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

describeOnEachDatabase("resume exports", (api) => {
  async function ownerWithResume(
    content: ResumeData = sampleResume,
    plan: "active" | "expired" | "none" = "active",
  ) {
    const person = await api.signUp();
    const created = await api.call("/resumes", {
      cookie: person.cookie,
      body: { name: NAME, content, templateId: "executivo" },
    });
    expect(created.status).toBe(201);
    if (plan !== "none") {
      const paidAt = plan === "active" ? new Date() : new Date(Date.now() - 15 * DAY_MS);
      await grantPurchase({
        db: api.db,
        provider: "demo",
        providerSessionId: `s-${person.id}`,
        userId: person.id,
        paidAt,
      });
    }
    return { ...person, resumeId: created.json.resume.id as string };
  }

  it("answers DOCX and TXT only to the owner with an active plan", async () => {
    const owner = await ownerWithResume();
    const noPlan = await ownerWithResume(sampleResume, "none");
    const expired = await ownerWithResume(sampleResume, "expired");
    const other = await ownerWithResume(); // has a plan, but not this resume

    for (const format of ["docx", "txt"]) {
      const path = (id: string) => `/resumes/${id}/${format}`;
      const visitor = await api.call(path(owner.resumeId));
      expect(visitor.status).toBe(401);
      expect(visitor.json).toMatchObject({
        code: "UNAUTHORIZED",
        message: "Você precisa estar logado para continuar.",
      });

      const stranger = await api.call(path(owner.resumeId), { cookie: other.cookie });
      expect(stranger.status).toBe(404);
      expect(stranger.json).toMatchObject({ code: "RESUME_NOT_FOUND", message: "Currículo não encontrado" });
      // Someone else's resume is not found even for a person without a plan: 404 before 402.
      expect((await api.call(path(owner.resumeId), { cookie: noPlan.cookie })).status).toBe(404);
      expect((await api.call(path("nao-e-um-id"), { cookie: owner.cookie })).status).toBe(404);

      for (const person of [noPlan, expired]) {
        const refused = await api.call(path(person.resumeId), { cookie: person.cookie });
        expect(refused.status).toBe(402);
        expect(refused.json).toMatchObject({
          code: "PLAN_REQUIRED",
          message: "Você precisa de um plano ativo para baixar currículos",
        });
      }

      const allowed = await download(api, path(owner.resumeId), owner.cookie);
      expect(allowed.status).toBe(200);
      expect(allowed.response.headers.get("content-disposition")).toBe(DISPOSITION(format));
      expect(allowed.response.headers.get("cache-control")).toBe("no-store");
    }
  }, 60_000); // four sign-ups, each hashing a password

  it("answers the JSON Resume to the owner without a plan, and 404 to anyone else", async () => {
    const owner = await ownerWithResume(sampleResume, "none");
    const other = await ownerWithResume();
    const path = `/resumes/${owner.resumeId}/json-resume`;
    expect((await api.call(path)).status).toBe(401);
    expect((await api.call(path, { cookie: other.cookie })).status).toBe(404);

    const result = await api.call(path, { cookie: owner.cookie });
    expect(result.status).toBe(200);
    expect(result.response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(result.response.headers.get("content-disposition")).toBe(DISPOSITION("json"));
    expect(result.json.basics.name).toBe("Camila Ferreira Lima");
    // Imported back it is the stored resume, with the template chosen for the record.
    expect(fromJsonResume(result.json)).toEqual({ ...sampleResume, templateId: "executivo" });
  });

  it("TXT holds every field in reading order", async () => {
    const owner = await ownerWithResume();
    const result = await download(api, `/resumes/${owner.resumeId}/txt`, owner.cookie);
    expect(result.response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = result.body.toString("utf8");
    expect(text).toBe(toPlainText(sampleResume));
    expectInOrder(text, [
      "CAMILA FERREIRA LIMA",
      sampleResume.cargo,
      sampleResume.email,
      sampleResume.telefone,
      "São Paulo - SP",
      "RESUMO PROFISSIONAL",
      sampleResume.resumo,
      "EXPERIÊNCIA PROFISSIONAL",
      ...sampleResume.experiencias.flatMap((exp) => [exp.cargo, exp.empresa, ...exp.descricao.split("\n")]),
      "FORMAÇÃO ACADÊMICA",
      ...sampleResume.formacoes.flatMap((edu) => [edu.curso, edu.instituicao]),
      "HABILIDADES TÉCNICAS",
      ...sampleResume.hardSkills,
      "COMPETÊNCIAS COMPORTAMENTAIS",
      ...sampleResume.softSkills,
    ]);
  });

  it("exports a resume saved in Spanish in Spanish: TXT, DOCX and JSON Resume", async () => {
    const owner = await ownerWithResume(spanishSampleResume);
    const txt = await download(api, `/resumes/${owner.resumeId}/txt`, owner.cookie);
    expect(txt.body.toString("utf8")).toBe(toPlainText({ ...spanishSampleResume, templateId: "executivo" }));
    expectInOrder(txt.body.toString("utf8"), ["EXPERIENCIA PROFESIONAL", "mar. 2021 - Actualidad"]);
    const docx = await download(api, `/resumes/${owner.resumeId}/docx`, owner.cookie);
    const { value: html } = await mammoth.convertToHtml({ buffer: docx.body });
    expect(html).toContain("<h2>Formación académica</h2>");
    const json = await api.call(`/resumes/${owner.resumeId}/json-resume`, { cookie: owner.cookie });
    expect(json.json.meta.language).toBe("es");
    expect(fromJsonResume(json.json).idioma).toBe("es");
  });

  it("DOCX read back holds every field, the name and sections as headings and lists as lists", async () => {
    const owner = await ownerWithResume();
    const result = await download(api, `/resumes/${owner.resumeId}/docx`, owner.cookie);
    expect(result.response.headers.get("content-type")).toBe(DOCX_TYPE);

    const { value: html, messages } = await mammoth.convertToHtml({ buffer: result.body });
    expect(messages.filter((m) => m.type === "error")).toEqual([]);
    expect(html).toContain("<h1>Camila Ferreira Lima</h1>");
    const h2 = [...html.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]);
    expect(h2).toEqual([
      "Resumo Profissional",
      "Experiência Profissional",
      "Formação Acadêmica",
      "Habilidades Técnicas",
      "Competências Comportamentais",
    ]);
    const h3 = [...html.matchAll(/<h3>(.*?)<\/h3>/g)].map((m) => m[1]);
    expect(h3).toEqual([
      ...sampleResume.experiencias.map((e) => e.cargo),
      ...sampleResume.formacoes.map((f) => f.curso),
    ]);
    // Skills and the description's bullet lines are real lists; the marker typed by the person is gone.
    expect(html).toContain(
      `<ul>${sampleResume.softSkills.map((s) => `<li>${escapeHtml(s)}</li>`).join("")}</ul>`,
    );
    expect(html).toContain(
      `<ul>${sampleResume.hardSkills.map((s) => `<li>${escapeHtml(s)}</li>`).join("")}</ul>`,
    );
    const [firstJob] = sampleResume.experiencias;
    const bullets =
      firstJob?.descricao
        .split("\n")
        .slice(1)
        .map((line) => line.replace(/^- /, "")) ?? [];
    expect(html).toContain(`<ul>${bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join("")}</ul>`);

    const { value: text } = await mammoth.extractRawText({ buffer: result.body });
    expectInOrder(text, [
      "Camila Ferreira Lima",
      "Coordenadora de Marketing Digital",
      "E-mail: camila.ferreira@exemplo.com.br",
      "Telefone: (11) 98765-4321",
      "Localização: São Paulo - SP",
      "Resumo Profissional",
      sampleResume.resumo,
      ...sampleResume.experiencias.flatMap((exp) => [
        exp.cargo,
        exp.empresa,
        ...exp.descricao.split("\n").map((line) => line.replace(/^- /, "")),
      ]),
      "MBA em Marketing Digital e Growth",
      "Instituto Paulista de Negócios · mar/2024 - Presente · Em andamento",
      "Bacharelado em Publicidade e Propaganda",
      "Universidade Vale do Tietê · fev/2007 - dez/2010 · Concluído",
      ...sampleResume.hardSkills,
      ...sampleResume.softSkills,
    ]);
    expectInOrder(text, ["ago/2021 - Atual", "mar/2018 - jul/2021", "mai/2015 - fev/2018"]);
  });

  it("DOCX uses Word's Heading styles and numbering, on A4, with title and author", async () => {
    const owner = await ownerWithResume();
    const result = await download(api, `/resumes/${owner.resumeId}/docx`, owner.cookie);
    const zip = await JSZip.loadAsync(result.body);
    const document = (await zip.file("word/document.xml")?.async("string")) ?? "";
    const styles = (await zip.file("word/styles.xml")?.async("string")) ?? "";
    const numbering = (await zip.file("word/numbering.xml")?.async("string")) ?? "";
    const core = (await zip.file("docProps/core.xml")?.async("string")) ?? "";

    for (const style of ["Heading1", "Heading2", "Heading3"]) {
      expect(document).toContain(`<w:pStyle w:val="${style}"/>`);
      expect(styles).toContain(`w:styleId="${style}"`);
    }
    expect(document.match(/<w:pStyle w:val="Heading2"\/>/g)).toHaveLength(5);
    const listItems = sampleResume.hardSkills.length + sampleResume.softSkills.length + 8; // + description bullets
    expect(document.match(/<w:numPr>/g)).toHaveLength(listItems);
    expect(numbering).toContain('<w:numFmt w:val="bullet"/>');
    expect(document).toContain('<w:pgSz w:w="11906" w:h="16838"');
    expect(styles).toContain('w:lang w:val="pt-BR"');
    expect(core).toContain(`<dc:title>${NAME}</dc:title>`);
    expect(core).toContain("<dc:creator>Camila Ferreira Lima</dc:creator>");
  });
});
