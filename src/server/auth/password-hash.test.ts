import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hash.ts";

describe("password hashing", () => {
  it("stores scrypt with OWASP parameters and a random salt, in a self-describing format", async () => {
    const first = await hashPassword("cavalo-grampo-bateria-27");
    const second = await hashPassword("cavalo-grampo-bateria-27");
    expect(first).toMatch(/^scrypt\$N=131072,r=8,p=1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
  });

  it("verifies the right password and refuses a wrong one or a foreign format", async () => {
    const hash = await hashPassword("cavalo-grampo-bateria-27");
    expect(await verifyPassword({ hash, password: "cavalo-grampo-bateria-27" })).toBe(true);
    expect(await verifyPassword({ hash, password: "cavalo-grampo-bateria-28" })).toBe(false);
    expect(await verifyPassword({ hash: "abc:def", password: "x" })).toBe(false);
  });

  it("still verifies hashes made with other parameters", async () => {
    const hash = await hashPassword("segredo-antigo-9");
    const weaker = hash.replace("N=131072", "N=16384");
    // Different parameters derive a different key, so only the stored parameters verify.
    expect(await verifyPassword({ hash: weaker, password: "segredo-antigo-9" })).toBe(false);
    expect(await verifyPassword({ hash, password: "segredo-antigo-9" })).toBe(true);
  });
});
