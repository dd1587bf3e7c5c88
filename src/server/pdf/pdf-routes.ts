import { Hono } from "hono";
import type { Auth } from "../auth/create-auth.ts";
import { requireUser, type SignedInEnv } from "../auth/require-user.ts";
import type { Database } from "../db/database.ts";
import { resumeContentDisposition } from "../export/download-name.ts";
import type { PdfRenderer } from "./pdf-renderer.ts";
import { renderResumePdf } from "./render-resume-pdf.ts";

/** GET /api/resumes/:id/pdf: the owner's resume as a PDF shown in the browser (an active plan is needed). */
export function pdfRoutes({ auth, db, renderer }: { auth: Auth; db: Database; renderer: PdfRenderer }) {
  return new Hono<SignedInEnv>().get("/resumes/:id/pdf", requireUser(auth), async (c) => {
    const { name, pdf } = await renderResumePdf({
      db,
      renderer,
      userId: c.var.user.id,
      id: c.req.param("id"),
    });
    return c.body(new Uint8Array(pdf), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": resumeContentDisposition(name, "pdf", "inline"),
    });
  });
}
