import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once.ts";

describe("loadOnce", () => {
  it("starts the load once and gives every caller its result", async () => {
    const load = vi.fn(async () => "código");
    const get = loadOnce(load);
    expect(await Promise.all([get(), get()])).toEqual(["código", "código"]);
    expect(await get()).toBe("código");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts it again after a failure", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("código");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("offline");
    expect(await get()).toBe("código");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
