import { Hono } from "hono";
import { toJsonResume } from "#core/export/json-resume.ts";
import { toPlainText } from "#core/export/plain-text.ts";
import type { Auth } from "../auth/create-auth.ts";
import { requireUser, type SignedInEnv } from "../auth/require-user.ts";
import type { Database } from "../db/database.ts";
import { resumeContentDisposition } from "./download-name.ts";
import { loadResumeForExport } from "./load-resume-for-export.ts";
import { buildResumeDocx } from "./resume-docx.ts";

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * The owner's stored resume as a file to keep: DOCX and TXT need an active plan, like the PDF; the JSON Resume
 * (for moving data to another tool) is free for the owner. Someone else's id answers 404 in every case.
 */
export function exportRoutes({ auth, db }: { auth: Auth; db: Database }) {
  const load = (userId: string, id: string, needsPlan: boolean) =>
    loadResumeForExport({ db, userId, id, needsPlan });
  return new Hono<SignedInEnv>()
    .get("/resumes/:id/docx", requireUser(auth), async (c) => {
      const { name, data } = await load(c.var.user.id, c.req.param("id"), true);
      const docx = await buildResumeDocx({ data, title: name });
      return c.body(new Uint8Array(docx), 200, {
        "Content-Type": DOCX_TYPE,
        "Content-Disposition": resumeContentDisposition(name, "docx"),
      });
    })
    .get("/resumes/:id/txt", requireUser(auth), async (c) => {
      const { name, data } = await load(c.var.user.id, c.req.param("id"), true);
      return c.body(toPlainText(data), 200, {
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Disposition": resumeContentDisposition(name, "txt"),
      });
    })
    .get("/resumes/:id/json-resume", requireUser(auth), async (c) => {
      const { name, data } = await load(c.var.user.id, c.req.param("id"), false);
      return c.body(`${JSON.stringify(toJsonResume(data), null, 2)}\n`, 200, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": resumeContentDisposition(name, "json"),
      });
    });
}
