import type { ContactRequest } from "#core/contact/contact-request.ts";
import type { SendEmail } from "../email/send-email.ts";
import { AppError } from "../http/errors.ts";
import type { Logger } from "../logger.ts";
import { confirmationEmail, teamEmail } from "./contact-emails.ts";

type SendContactMessageOptions = {
  request: ContactRequest;
  teamAddress: string;
  /** The service hours the confirmation states (COMPANY_HOURS); none when unset. */
  hours?: string;
  sendEmail: SendEmail;
  logger: Logger;
};

/**
 * Delivers a contact, support or newsletter request: first to the team (the message must not be lost),
 * then a confirmation to the person. Nothing is stored: the team's mailbox is the record.
 */
export async function sendContactMessage({
  request,
  teamAddress,
  hours,
  sendEmail,
  logger,
}: SendContactMessageOptions): Promise<void> {
  try {
    await sendEmail(teamEmail(request, teamAddress));
  } catch (cause) {
    throw new AppError("SERVICE_UNAVAILABLE", { cause });
  }
  // The team has the message; a confirmation that fails to go out is not worth an error for the person.
  await sendEmail(confirmationEmail(request, teamAddress, hours)).catch((err: unknown) => {
    logger.warn({ err, kind: request.kind }, "contact confirmation e-mail not sent");
  });
}
