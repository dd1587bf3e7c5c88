import { z } from "zod";

/** GET /api/plan, the spec's check-subscription for the signed-in user. `expires_at` is an ISO string. */
export const PlanAnswerSchema = z.object({
  success: z.boolean(),
  active: z.boolean(),
  expires_at: z.string().nullable(),
});
export type PlanAnswer = z.output<typeof PlanAnswerSchema>;
