import FilePlus2 from "lucide-react/icons/file-plus-corner";
import { Link } from "react-router";
import { isAppShell } from "#web/lib/prerendered.ts";
import { buttonClasses } from "#web/ui/button.tsx";
import { lazyComponent } from "#web/ui/lazy-component.tsx";
import { LoadingResumes, NEW_RESUME } from "./resume-list-states.tsx";

// The list's code (its cards, the server-state cache, date formatting) is a chunk of its own, fetched as the
// page is drawn: the title, 'Criar novo currículo' and the layout's banner do not wait for it, and the list
// could not be drawn before its answer from the server anyway.
const SavedResumes = lazyComponent(
  () => import("./saved-resumes.tsx").then((module) => module.SavedResumes),
  LoadingResumes,
);

/** /dashboard: the signed-in user's saved resumes (spec part 2 §2). */
export default function ResumesPage() {
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Meus Currículos</h1>
        <Link to="/criar-curriculo" state={NEW_RESUME} className={buttonClasses("primary", "md")}>
          <FilePlus2 aria-hidden="true" className="h-4 w-4" />
          Criar novo currículo
        </Link>
      </div>
      {/* Drawn at build time (isAppShell) with the list still loading; the app then loads it. */}
      {isAppShell() ? <LoadingResumes /> : <SavedResumes />}
    </main>
  );
}
