import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./user-agent.ts";

describe("describeUserAgent", () => {
  it("names the browser and the system", () => {
    const android =
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
    expect(describeUserAgent(android)).toBe("Chrome no Android");
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
    expect(describeUserAgent(iphone)).toBe("Safari no iOS");
    const edge =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0";
    expect(describeUserAgent(edge)).toBe("Edge no Windows");
  });
  it("admits when it cannot tell", () => {
    expect(describeUserAgent(null)).toBe("Dispositivo desconhecido");
    expect(describeUserAgent("curl/8.0")).toBe("Dispositivo desconhecido");
  });
});
