import { afterEach, expect, it, vi } from "vitest";
import { VERIFY_EMAIL_SUBJECT } from "../email/verify-email-email.ts";
import { describeOnEachDatabase, TEST_PASSWORD } from "../testing/api-client.ts";
import { authClient, confirmEmail, nextIp, tokenFromLink, waitForOutbox } from "../testing/auth-client.ts";
import { TEST_PUBLIC_URL } from "../testing/config.ts";

const HOUR_MS = 60 * 60 * 1000;

describeOnEachDatabase("e-mail verification", (api) => {
  const auth = () => authClient(api.url);
  const verified = async (cookie: string) =>
    (await auth()("/get-session", { cookie })).json.user.emailVerified;
  const linkMailedTo = async (email: string, count = 1) =>
    tokenFromLink(
      (await waitForOutbox(api.dataDir, email, { subject: VERIFY_EMAIL_SUBJECT, count })).text,
      "/verificar-email",
    );

  afterEach(() => {
    vi.useRealTimers();
  });

  it("mails a Portuguese link to the public page at sign-up; the link confirms the address once", async () => {
    const { email, cookie } = await api.signUp();
    expect(await verified(cookie)).toBe(false);
    const message = await waitForOutbox(api.dataDir, email, { subject: VERIFY_EMAIL_SUBJECT });
    expect(message.text).toMatch(/24 horas/);
    expect(message.text).toMatch(/uma única vez/);
    const link = /https?:\/\/\S+/.exec(message.text)?.[0] ?? "";
    expect(link.startsWith(`${TEST_PUBLIC_URL}/verificar-email?token=`)).toBe(true);
    expect(message.html).toContain(link.replace(/&/g, "&#38;"));

    const first = await confirmEmail(api.url, api.dataDir, email);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ status: true });
    expect(await verified(cookie)).toBe(true);

    const again = await confirmEmail(api.url, api.dataDir, email);
    expect(again.status).toBe(400);
    expect(again.json).toEqual({
      code: "INVALID_VERIFICATION_LINK",
      message: "Link de confirmação inválido, expirado ou já usado. Peça um novo e-mail de confirmação.",
    });
  });

  it("refuses a link after 24 hours, and a made-up one", async () => {
    const { email, cookie } = await api.signUp();
    const token = await linkMailedTo(email);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 24 * HOUR_MS + 60_000 });
    const late = await auth()(`/verify-email?token=${encodeURIComponent(token)}`);
    vi.useRealTimers();
    expect(late.status).toBe(400);
    expect(late.json.code).toBe("INVALID_VERIFICATION_LINK");
    const madeUp = await auth()(`/verify-email?token=${encodeURIComponent(`${token.slice(0, -4)}abcd`)}`);
    expect(madeUp.json.code).toBe("INVALID_VERIFICATION_LINK");
    expect(await verified(cookie)).toBe(false);
  });

  it("resends the e-mail to the signed-in person only, a few times, never once confirmed", async () => {
    const { email, cookie } = await api.signUp();
    const ip = nextIp();
    const anonymous = await auth()("/send-verification-email", { body: { email }, ip });
    expect(anonymous.status).toBe(401);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await auth()("/send-verification-email", { body: {}, cookie, ip })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The newest link works, and confirming drops the others.
    const older = await linkMailedTo(email, 3);
    const newest = await linkMailedTo(email, 4);
    expect((await auth()(`/verify-email?token=${encodeURIComponent(newest)}`)).status).toBe(200);
    expect((await auth()(`/verify-email?token=${encodeURIComponent(older)}`)).json.code).toBe(
      "INVALID_VERIFICATION_LINK",
    );
    const done = await auth()("/send-verification-email", { body: {}, cookie, ip: nextIp() });
    expect(done.status).toBe(409);
    expect(done.json).toEqual({ code: "EMAIL_ALREADY_VERIFIED", message: "Seu e-mail já está confirmado." });
  });

  it("confirms a link opened in a browser that is not signed in, without signing it in", async () => {
    const { email } = await api.signUp();
    const opened = await confirmEmail(api.url, api.dataDir, email);
    expect(opened.status).toBe(200);
    expect(opened.cookie).toBe("");
    const signIn = await auth()("/sign-in/email", { body: { email, password: TEST_PASSWORD }, ip: nextIp() });
    expect(signIn.json.user.emailVerified).toBe(true);
  });
});
