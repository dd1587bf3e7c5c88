import { createHash } from "node:crypto";
import { Hono } from "hono";
import { CONTACT_BODY_LIMIT, ContactRequest } from "#core/contact/contact-request.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import type { SendEmail } from "../email/send-email.ts";
import { limitBody } from "../http/body-limit.ts";
import { jsonBody } from "../http/validate.ts";
import type { Logger } from "../logger.ts";
import { byClientAddress } from "../rate-limit/client-address.ts";
import type { RateRule } from "../rate-limit/rate-limit.ts";
import { enforceRateLimit, rateLimit } from "../rate-limit/rate-limit-middleware.ts";
import { sendContactMessage } from "./send-contact-message.ts";

const MINUTE_MS = 60_000;

export const CONTACT_RULES = {
  /** Per client address: a person writes a few messages, a script many. */
  address: { limit: 5, windowMs: 10 * MINUTE_MS },
  /** Per e-mail address written in the form, so our confirmations cannot be used to flood a mailbox. */
  recipient: { limit: 3, windowMs: 60 * MINUTE_MS },
} satisfies Record<string, RateRule>;

type ContactRoutesDeps = {
  db: Database;
  sendEmail: SendEmail;
  logger: Logger;
  config: Pick<Config, "trustedProxyHeader" | "supportEmail" | "company">;
};

// The limiter's table keeps only a digest of the e-mail: no new personal data is stored.
const recipientKey = (email: string) =>
  `contact:to:${createHash("sha256").update(email.toLowerCase()).digest("hex")}`;

/** POST /api/contact: the contact page, the support form and the newsletter field, delivered by e-mail. */
export function contactRoutes({ db, sendEmail, logger, config }: ContactRoutesDeps) {
  return new Hono().post(
    "/contact",
    // Counted before the body is read, so even malformed or oversized floods are limited.
    rateLimit({
      db,
      rule: CONTACT_RULES.address,
      key: byClientAddress("contact", config.trustedProxyHeader),
    }),
    // Attachments travel in the JSON as base64, far over the API's default limit.
    limitBody(CONTACT_BODY_LIMIT),
    jsonBody(ContactRequest),
    async (c) => {
      const request = c.req.valid("json");
      await enforceRateLimit(db, recipientKey(request.email), CONTACT_RULES.recipient);
      await sendContactMessage({
        request,
        teamAddress: config.supportEmail,
        hours: config.company.hours,
        sendEmail,
        logger,
      });
      return c.json({ ok: true }, 202);
    },
  );
}
