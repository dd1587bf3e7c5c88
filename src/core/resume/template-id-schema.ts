import { z } from "zod";
import { messages } from "../messages.ts";
import { normalizeTemplateId } from "./template-id.ts";

/** A template id as stored or sent: a current or legacy id, made current; anything else is refused. */
export const TemplateIdSchema = z.string().transform((value, ctx) => {
  const id = normalizeTemplateId(value);
  if (!id) {
    ctx.addIssue({ code: "custom", message: messages.templateDesconhecido });
    return z.NEVER;
  }
  return id;
});
