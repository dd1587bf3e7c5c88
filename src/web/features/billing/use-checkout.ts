import { useState } from "react";
import { ApiError, NETWORK_ERROR } from "#web/lib/api-client.ts";
import { toast } from "#web/ui/toast.ts";
import { InvalidAnswerError } from "./billing-api.ts";
import { BILLING_TEXT } from "./billing-text.ts";
import { rememberPaymentReturn } from "./payment-return.ts";

/** The spec's payment errors for a failed start of checkout. */
function checkoutErrorText(error: unknown): string {
  if (error instanceof InvalidAnswerError) return BILLING_TEXT.invalidAnswer;
  if (error instanceof ApiError && error.code !== NETWORK_ERROR) return BILLING_TEXT.checkoutError;
  return BILLING_TEXT.paymentError;
}

type CheckoutOptions = {
  /** The words for a checkout that could not start. */
  errorText?: (error: unknown) => string;
  /** The page to come back to once the payment is confirmed (payment-return.ts); none by default. */
  returnTo?: string | null;
};

/**
 * Starts a checkout and sends the browser to the provider's page. The button stays busy until the page
 * is left, so a double click opens one checkout.
 */
export function useCheckout(
  start: () => Promise<string>,
  { errorText = checkoutErrorText, returnTo = null }: CheckoutOptions = {},
) {
  const [busy, setBusy] = useState(false);
  async function go() {
    if (busy) return;
    setBusy(true);
    try {
      const checkoutUrl = await start();
      rememberPaymentReturn(returnTo);
      window.location.assign(checkoutUrl);
    } catch (error) {
      const description = error instanceof ApiError && error.message ? error.message : undefined;
      toast.error(errorText(error), { description });
      setBusy(false);
    }
  }
  return { busy, go };
}
