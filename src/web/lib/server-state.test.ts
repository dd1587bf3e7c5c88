import { describe, expect, it } from "vitest";
import { ApiError, NETWORK_ERROR } from "./api-client.ts";
import { retryUnlessRefused } from "./server-state.ts";

describe("retryUnlessRefused", () => {
  it("never asks again after a refusal (4xx)", () => {
    for (const status of [400, 401, 402, 404, 409, 429]) {
      expect(retryUnlessRefused(0, new ApiError("BAD_REQUEST", "", status))).toBe(false);
    }
  });

  it("asks twice more when the server or the network failed", () => {
    const outage = new ApiError("SERVICE_UNAVAILABLE", "", 503);
    const offline = new ApiError(NETWORK_ERROR, "", 0);
    expect([0, 1, 2].map((failures) => retryUnlessRefused(failures, outage))).toEqual([true, true, false]);
    expect(retryUnlessRefused(0, offline)).toBe(true);
  });
});
