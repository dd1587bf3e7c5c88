import { describe, expect, it } from "vitest";
import { sampleResume } from "#core/sample-resume.ts";
import { renderResumeDocument } from "#templates/render-resume-document.tsx";
import { splitDocument } from "./split-document.ts";

describe("splitDocument", () => {
  it("gives two resumes of one template the same shell, and each its own title and body", () => {
    const ana = splitDocument(renderResumeDocument({ ...sampleResume, nome: "Ana Souza" }, "moderno"));
    const bia = splitDocument(renderResumeDocument({ ...sampleResume, nome: "Bia <b>Lima</b>" }, "moderno"));
    expect(ana?.shell).toBe(bia?.shell);
    expect(ana?.title).toBe("Currículo - Ana Souza");
    expect(bia?.title).toBe("Currículo - Bia &#60;b&#62;Lima&#60;/b&#62;");
    expect(ana?.body).toContain("Ana Souza");
    expect(ana?.body).not.toContain("<body>");
    expect(ana?.shell).not.toContain("Ana Souza");
  });

  it("gives each template its own shell", () => {
    const moderno = splitDocument(renderResumeDocument(sampleResume, "moderno"));
    const classico = splitDocument(renderResumeDocument(sampleResume, "classico"));
    expect(moderno?.shell).not.toBe(classico?.shell);
  });

  it("puts the parts back into the same document", () => {
    const html = renderResumeDocument(sampleResume, "tecnico");
    const parts = splitDocument(html);
    if (!parts) throw new Error("not split");
    const joined = parts.shell
      .replace("<title></title>", `<title>${parts.title}</title>`)
      .replace("<body>", `<body>${parts.body}`);
    expect(joined).toBe(html);
  });

  it("leaves documents of another shape whole", () => {
    expect(splitDocument("<p>sem corpo</p>")).toBeNull();
    expect(splitDocument('<html><body class="x"><p>atributos</p></body></html>')).toBeNull();
  });
});
