import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgliteClient } from "./pglite-client.ts";

const VALUES = `select timestamptz '2026-11-27 10:00:00+00' as at, date '2026-11-27' as day,
  interval '1 day' as span, 7 as count, array[timestamp '2026-11-27 10:00:00'] as times`;

describe("the embedded database's client", () => {
  const folder = mkdtempSync(join(tmpdir(), "vitae-pglite-client-"));
  let client: PGlite;
  beforeAll(async () => {
    client = await createPgliteClient(join(folder, "pglite"));
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("reads timestamps, dates and intervals as text, as drizzle asks, with or without its parsers", async () => {
    const keepText = (value: string) => value;
    const drizzles = Object.fromEntries(
      [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
        (type) => [type, keepText],
      ),
    );
    const expected = {
      at: "2026-11-27 10:00:00+00",
      day: "2026-11-27",
      span: "1 day",
      count: 7,
      times: '{"2026-11-27 10:00:00"}',
    };
    expect((await client.query(VALUES, [], { parsers: drizzles })).rows).toEqual([expected]);
    expect((await client.query(VALUES)).rows).toEqual([expected]);
  });

  it("applies parsers that read a value differently", async () => {
    const { rows } = await client.query<{ at: unknown; count: unknown }>(VALUES, [], {
      parsers: { [types.TIMESTAMPTZ]: (value: string) => new Date(value), [types.INT4]: () => "sete" },
    });
    expect(rows[0]?.at).toEqual(new Date("2026-11-27T10:00:00Z"));
    expect(rows[0]?.count).toBe("sete");
  });
});
