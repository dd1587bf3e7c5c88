import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../db/database.ts";
import { processedEvents } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import type { Logger } from "../logger.ts";
import { closeUnpaidSession } from "./close-unpaid-session.ts";
import { ensurePurchase } from "./ensure-purchase.ts";
import { fulfilPaidSession } from "./fulfil-paid-session.ts";
import { sessionFromStripe } from "./stripe-provider.ts";

const STRIPE = "stripe";

/** The signed event in a webhook delivery; a missing, wrong or stale (over 5 minutes) signature is refused. */
function verifiedEvent(
  stripe: Stripe,
  { rawBody, signature, secret }: { rawBody: string; signature: string | undefined; secret: string },
): Stripe.Event {
  if (!signature) throw new AppError("WEBHOOK_SIGNATURE_INVALID");
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new AppError("WEBHOOK_SIGNATURE_INVALID", { cause: error });
  }
}

async function handle(db: Database, event: Stripe.Event): Promise<void> {
  if (!event.type.startsWith("checkout.session.")) return;
  const session = sessionFromStripe(event.data.object as Stripe.Checkout.Session);
  if (!session) return;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      // A completed checkout paid by Pix is still unpaid: its money comes with async_payment_succeeded.
      if (session.status === "paid") await fulfilPaidSession({ db, provider: STRIPE, session });
      else await ensurePurchase({ db, provider: STRIPE, session });
      return;
    case "checkout.session.async_payment_failed":
      await closeUnpaidSession({ db, provider: STRIPE, session, status: "failed" });
      return;
    case "checkout.session.expired":
      await closeUnpaidSession({ db, provider: STRIPE, session, status: "expired" });
      return;
  }
}

/**
 * Fulfils one Stripe event. An event already recorded changes nothing; the work itself is idempotent per
 * session, so two deliveries racing each other still grant one plan. The event is recorded only once its
 * work is done: a failure answers 500 and Stripe delivers it again.
 */
async function processStripeEvent(
  db: Database,
  logger: Logger,
  event: Stripe.Event,
): Promise<"processed" | "duplicate"> {
  const [seen] = await db.select().from(processedEvents).where(eq(processedEvents.id, event.id));
  if (seen) return "duplicate";
  await handle(db, event);
  const recorded = await db
    .insert(processedEvents)
    .values({ id: event.id, provider: STRIPE })
    .onConflictDoNothing()
    .returning();
  logger.info({ eventId: event.id, type: event.type }, "stripe event processed");
  return recorded.length > 0 ? "processed" : "duplicate";
}

type StripeWebhookOptions = {
  db: Database;
  logger: Logger;
  stripe: Stripe;
  secret: string;
  /** The exact bytes Stripe sent: the signature covers them, so they are never re-serialised. */
  rawBody: string;
  signature: string | undefined;
};

/** POST /api/billing/stripe-webhook: checks the delivery's signature, then fulfils its event once. */
export async function receiveStripeWebhook({
  db,
  logger,
  stripe,
  secret,
  rawBody,
  signature,
}: StripeWebhookOptions): Promise<"processed" | "duplicate"> {
  return processStripeEvent(db, logger, verifiedEvent(stripe, { rawBody, signature, secret }));
}
