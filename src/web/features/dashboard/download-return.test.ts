import { describe, expect, it } from "vitest";
import { downloadReturnPath, waitingDownload } from "./download-return.ts";

const paramsOf = (path: string) => new URL(path, "https://vitae.test").searchParams;

describe("the dashboard's waiting download", () => {
  it("comes back from the address it is handed on as", () => {
    const path = downloadReturnPath({ resumeId: "3f1c2a9e-0000-4000-8000-000000000001", format: "docx" });
    expect(path.startsWith("/dashboard?")).toBe(true);
    expect(waitingDownload(paramsOf(path))).toEqual({
      resumeId: "3f1c2a9e-0000-4000-8000-000000000001",
      format: "docx",
    });
  });

  it("is none on the plain dashboard", () => {
    expect(waitingDownload(paramsOf("/dashboard"))).toBeNull();
  });

  it("reads a format it does not know as PDF", () => {
    expect(waitingDownload(paramsOf("/dashboard?download=abc&format=exe"))).toEqual({
      resumeId: "abc",
      format: "pdf",
    });
    expect(waitingDownload(paramsOf("/dashboard?download=abc&format=toString"))?.format).toBe("pdf");
  });
});
