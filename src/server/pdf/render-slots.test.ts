import { describe, expect, it } from "vitest";
import { AppError } from "../http/errors.ts";
import { createRenderSlots } from "./render-slots.ts";

/** Slots on a clock the test moves by hand. */
function slots(active: number, waiting: number, maxWaitMs = Number.POSITIVE_INFINITY) {
  let clock = 0;
  const created = createRenderSlots({ active, waiting, maxWaitMs, retryAfterSeconds: 2, now: () => clock });
  return Object.assign(created, { advance: (ms: number) => (clock += ms) });
}

async function refusal(acquiring: Promise<unknown>): Promise<AppError> {
  const error = await acquiring.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error("expected a refusal");
  expect(error.code).toBe("PDF_BUSY");
  return error;
}

/** Runs `count` renders one after another, each holding its slot `ms`. */
async function renders(s: ReturnType<typeof slots>, count: number, ms: number) {
  for (let i = 0; i < count; i++) {
    const release = await s.acquire();
    s.advance(ms);
    release();
  }
}

describe("render slots", () => {
  it("runs `active` renders, queues `waiting` more in arrival order, refuses the next", async () => {
    const s = slots(1, 2);
    const order: number[] = [];
    const first = await s.acquire();
    const queued = [s.acquire(), s.acquire()].map((turn, index) =>
      turn.then((release) => {
        order.push(index);
        release();
      }),
    );
    await refusal(s.acquire());
    expect(s.load).toEqual({ running: 1, waiting: 2 });
    first();
    await Promise.all(queued);
    expect(order).toEqual([0, 1]);
    expect(s.load).toEqual({ running: 0, waiting: 0 });
  });

  it("asks a refused request back when a place should be free at the recent renders' pace", async () => {
    // Fast renders (20 ms on two pages): a place frees every 10 ms, so come back in 1 s (the least Retry-After
    // says); a fixed wait of seconds would leave the pages idle while a rush of downloads waits.
    const fast = slots(2, 16);
    await renders(fast, 5, 20);
    const held = await Promise.all([fast.acquire(), fast.acquire()]);
    const queue = Array.from({ length: 16 }, () => fast.acquire());
    expect((await refusal(fast.acquire())).details.retryAfterSeconds).toBe(1);

    // Slow renders (3 s on one page): three seconds.
    const slow = slots(1, 2);
    await renders(slow, 3, 3_000);
    const busy = await slow.acquire();
    const behind = [slow.acquire(), slow.acquire()];
    expect((await refusal(slow.acquire())).details.retryAfterSeconds).toBe(3);

    // Never past 10 s (what the client waits at most per try), however slow.
    const stuck = slots(1, 4);
    await renders(stuck, 2, 60_000);
    const stuckRelease = await stuck.acquire();
    const stuckQueue = Array.from({ length: 4 }, () => stuck.acquire());
    expect((await refusal(stuck.acquire())).details.retryAfterSeconds).toBe(10);

    for (const release of [...held, busy, stuckRelease]) release();
    for (const turn of [...queue, ...behind, ...stuckQueue]) (await turn)();
  });

  it("lets a request wait only while its turn should come within the longest wait", async () => {
    // 400 ms renders on two pages (one every 200 ms), 1 s at most: two run, and four wait, their turns 400 to
    // 1000 ms away; the next one's would be 1.2 s away, so it is refused though the count allows 64, and asked
    // back in a second, when a place should be free.
    const s = slots(2, 64, 1_000);
    await renders(s, 3, 400);
    const turns = Array.from({ length: 6 }, () => s.acquire());
    expect(s.load).toEqual({ running: 2, waiting: 4 });
    expect((await refusal(s.acquire())).details.retryAfterSeconds).toBe(1);
    for (const turn of turns) (await turn)();
  });

  it("says the configured wait before any render has finished", async () => {
    const s = slots(1, 0);
    const release = await s.acquire();
    expect((await refusal(s.acquire())).details.retryAfterSeconds).toBe(2);
    release();
  });
});
