import { describe, expect, it } from "vitest";
import { emptyResumeData } from "#core/resume/resume-data.ts";
import { ApiError } from "./api-client.ts";
import { automaticResumeName, conflictCurrent, errorMessage } from "./resumes-api.ts";

const current = {
  id: "r1",
  name: "Meu Currículo",
  templateId: "moderno",
  status: "finalizado",
  createdAt: "2026-01-02T10:00:00.000Z",
  updatedAt: "2026-01-03T10:00:00.000Z",
  version: 3,
  content: emptyResumeData(),
};

describe("resumes api helpers", () => {
  it("names a resume after its cargo, or 'Meu Currículo'", () => {
    expect(automaticResumeName(" Vendedora ")).toBe("Currículo para Vendedora");
    expect(automaticResumeName("  ")).toBe("Meu Currículo");
  });

  it("reads the server's copy from a version conflict only", async () => {
    const conflict = new ApiError("RESUME_VERSION_CONFLICT", "Alterado em outra aba", 409, { current });
    expect((await conflictCurrent(conflict))?.version).toBe(3);
    expect(
      await conflictCurrent(new ApiError("RESUME_NOT_FOUND", "Currículo não encontrado", 404)),
    ).toBeNull();
    expect(errorMessage(conflict)).toBe("Alterado em outra aba");
  });
});
