import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyResumeData } from "#core/resume/resume-data.ts";
import { createResume, deleteResume, getResume } from "./resumes-api.ts";
import { queryClient, serverKeys } from "./server-state.ts";

const resume = {
  id: "b1f0c2d3-4e5f-4a6b-8c9d-0e1f2a3b4c5d",
  name: "Meu Currículo",
  templateId: "moderno",
  status: "finalizado",
  createdAt: "2026-01-02T10:00:00.000Z",
  updatedAt: "2026-01-03T10:00:00.000Z",
  version: 1,
  content: emptyResumeData(),
};

/** The server as the client sees it: each call answers `body` with `status`, and is counted. */
function answerWith(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(body === null ? null : JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("the resume cache", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it("keeps a saved resume and has every list asked for again", async () => {
    queryClient.setQueryData(serverKeys.resumes, []);
    answerWith(201, { resume });
    await createResume({ name: resume.name, content: resume.content });
    expect(queryClient.getQueryState(serverKeys.resumes)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(serverKeys.resume(resume.id))).toMatchObject({ version: 1 });
  });

  it("forgets a deleted resume and has the list asked for again", async () => {
    queryClient.setQueryData(serverKeys.resumes, [resume]);
    queryClient.setQueryData(serverKeys.resume(resume.id), resume);
    answerWith(204, null);
    await deleteResume(resume.id);
    expect(queryClient.getQueryData(serverKeys.resume(resume.id))).toBeUndefined();
    expect(queryClient.getQueryState(serverKeys.resumes)?.isInvalidated).toBe(true);
  });

  it("asks the server once for a resume wanted twice at the same moment, and again later", async () => {
    const fetch = answerWith(200, { resume });
    const [first, second] = await Promise.all([getResume(resume.id), getResume(resume.id)]);
    expect(first).toEqual(second);
    expect(fetch).toHaveBeenCalledTimes(1);
    await getResume(resume.id);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("does not ask again after the server refused", async () => {
    const fetch = answerWith(404, { code: "RESUME_NOT_FOUND", message: "Currículo não encontrado" });
    await expect(getResume(resume.id)).rejects.toMatchObject({ code: "RESUME_NOT_FOUND" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
