import { expect, it } from "vitest";
import { RESET_PASSWORD_SUBJECT } from "../email/reset-password-email.ts";
import { describeOnEachDatabase, TEST_PASSWORD } from "../testing/api-client.ts";
import { authClient, nextIp, tokenFromLink, waitForOutbox } from "../testing/auth-client.ts";

const NEW_PASSWORD = "lanterna-orvalho-piano-83";

// The signed-in routes may remember a session for a few seconds (session-cache.ts): a session that ends
// must be refused by them at once all the same, whichever way it ends. Each case uses the session on a
// signed-in route first, so a remembered one would still be there.
describeOnEachDatabase("an ended session", (api) => {
  const auth = (path: string, options: Parameters<ReturnType<typeof authClient>>[1] = {}) =>
    authClient(api.url)(path, { ip: nextIp(), ...options });
  const resumesWith = async (cookie: string) => (await api.call("/resumes", { cookie })).status;
  const secondSession = async (email: string) => {
    const signIn = await auth("/sign-in/email", { body: { email, password: TEST_PASSWORD } });
    expect(signIn.status).toBe(200);
    return signIn.cookie;
  };

  it("is refused at once after signing out", async () => {
    const person = await api.signUp();
    expect(await resumesWith(person.cookie)).toBe(200);
    expect((await auth("/sign-out", { body: {}, cookie: person.cookie })).status).toBe(200);
    expect(await resumesWith(person.cookie)).toBe(401);
  });

  it("is refused at once after being ended from another device, and only that one", async () => {
    const person = await api.signUp();
    const other = await secondSession(person.email);
    expect(await resumesWith(other)).toBe(200);
    const { id } = (await auth("/get-session", { cookie: other })).json.session;
    expect((await auth("/revoke-session", { body: { id }, cookie: person.cookie })).status).toBe(200);
    expect(await resumesWith(other)).toBe(401);
    expect(await resumesWith(person.cookie)).toBe(200);
  });

  it("is refused at once after a password change that ends the other sessions", async () => {
    const person = await api.signUp();
    const other = await secondSession(person.email);
    expect(await resumesWith(other)).toBe(200);
    const changed = await auth("/change-password", {
      body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: true },
      cookie: person.cookie,
    });
    expect(changed.status).toBe(200);
    expect(await resumesWith(other)).toBe(401);
  });

  it("is refused at once after a password reset, which ends every session", async () => {
    const person = await api.signUp();
    expect(await resumesWith(person.cookie)).toBe(200);
    await auth("/request-password-reset", { body: { email: person.email } });
    const mail = await waitForOutbox(api.dataDir, person.email, { subject: RESET_PASSWORD_SUBJECT });
    const reset = await auth("/reset-password", {
      body: { token: tokenFromLink(mail.text), newPassword: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect(await resumesWith(person.cookie)).toBe(401);
  });
});
