import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, apiDownload, BUSY_WAIT_MAX_MS } from "./api-client.ts";

// A local server answering as ours does in a rush of downloads: PDF_BUSY with Retry-After, then the file.
let busyAnswers = 0;
let retryAfter: string | null = "2";
const server = createServer((_request, response) => {
  if (busyAnswers > 0) {
    busyAnswers--;
    if (retryAfter) response.setHeader("retry-after", retryAfter);
    response.writeHead(503, { "content-type": "application/json" });
    response.end(JSON.stringify({ code: "PDF_BUSY", message: "Muitos PDFs sendo gerados agora." }));
    return;
  }
  response.writeHead(200, {
    "content-type": "application/pdf",
    "content-disposition": `attachment; filename="curriculo.pdf"`,
  });
  response.end("%PDF-1.7");
});
let url = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/resumes/1/pdf`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function recordedWaits() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms), random: () => 0.5 };
}

describe("apiDownload while the server is busy", () => {
  it("waits as Retry-After says (plus a little at random) and gets the file", async () => {
    busyAnswers = 2;
    retryAfter = "2";
    const { waits, sleep, random } = recordedWaits();
    const file = await apiDownload(url, { sleep, random });
    expect(await file.blob.text()).toBe("%PDF-1.7");
    expect(file.fileName).toBe("curriculo.pdf");
    expect(waits).toEqual([2500, 2500]);
  });

  it("gives up with the server's PDF_BUSY once it has waited its limit", async () => {
    busyAnswers = 1000;
    retryAfter = "10";
    const { waits, sleep, random } = recordedWaits();
    const refused = await apiDownload(url, { sleep, random }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe("PDF_BUSY");
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(BUSY_WAIT_MAX_MS);
    expect(waits.length).toBeGreaterThan(0);
  });

  it("does not wait for an answer that gives no Retry-After", async () => {
    busyAnswers = 1;
    retryAfter = null;
    const { waits, sleep, random } = recordedWaits();
    await expect(apiDownload(url, { sleep, random })).rejects.toMatchObject({
      code: "PDF_BUSY",
      status: 503,
    });
    expect(waits).toEqual([]);
    busyAnswers = 0;
  });
});
