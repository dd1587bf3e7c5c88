import { expect, it } from "vitest";
import { describeOnEachDatabase, TEST_PASSWORD } from "../testing/api-client.ts";
import { authClient, nextIp } from "../testing/auth-client.ts";

describeOnEachDatabase("many sign-ups at once", (api) => {
  it("answers every one of 50 simultaneous sign-ups without a server error", async () => {
    const auth = authClient(api.url);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        auth("/sign-up/email", {
          body: {
            name: "Pessoa Simultânea",
            email: `simultanea.${n}.${Date.now()}@example.com`,
            password: TEST_PASSWORD,
          },
          ip: nextIp(),
        }),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 200)).toBe(true);
  }, 120_000);
});
