import { useCallback, useEffect, useRef, useState } from "react";
import type { PaymentAnswer } from "#core/api/payment-answer.ts";
import { isNotFound, verifyPayment } from "./billing-api.ts";

/** How often a pending payment (a Pix on its way) is asked about, and for how long before the page gives up. */
const POLL_INTERVAL_MS = 2_000;
const GIVE_UP_AFTER_MS = 5 * 60_000;

export type Verification =
  | { state: "missing" }
  | { state: "verifying" }
  | { state: "waiting"; payment: PaymentAnswer }
  | { state: "confirmed"; payment: PaymentAnswer }
  | { state: "closed"; payment: PaymentAnswer }
  | { state: "not-found" }
  | { state: "error" }
  | { state: "timeout" };

/**
 * The success page's verification: asks the server (which asks the provider) until the payment is paid,
 * failed or expired; a pending one is asked again every two seconds.
 */
export function usePaymentVerification(sessionId: string | null): Verification & { retry(): void } {
  const [result, setResult] = useState<Verification>(
    sessionId ? { state: "verifying" } : { state: "missing" },
  );
  const [attempt, setAttempt] = useState(0);
  const startedAt = useRef(Date.now());

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button's way to run this again
  useEffect(() => {
    if (!sessionId) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      try {
        const payment = await verifyPayment(sessionId);
        if (!active) return;
        if (payment.status === "paid") return setResult({ state: "confirmed", payment });
        if (payment.status !== "pending") return setResult({ state: "closed", payment });
        if (Date.now() - startedAt.current > GIVE_UP_AFTER_MS) return setResult({ state: "timeout" });
        setResult({ state: "waiting", payment });
        timer = setTimeout(check, POLL_INTERVAL_MS);
      } catch (error) {
        if (active) setResult({ state: isNotFound(error) ? "not-found" : "error" });
      }
    };
    void check();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [sessionId, attempt]);

  const retry = useCallback(() => {
    startedAt.current = Date.now();
    setResult({ state: "verifying" });
    setAttempt((count) => count + 1);
  }, []);
  return { ...result, retry };
}
