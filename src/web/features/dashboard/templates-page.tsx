import { useSearchParams } from "react-router";
import { SelectField } from "#web/ui/field.tsx";
import { ResumeListStates } from "./resume-list-states.tsx";
import { TemplateChooser } from "./template-chooser.tsx";
import { useResumeList } from "./use-resume-list.ts";

/** /dashboard/templates: the gallery where a saved resume gets its template, style and language. */
export default function TemplatesPage() {
  const { resumes, failed, reload } = useResumeList();
  const [params, setParams] = useSearchParams();
  const asked = params.get("curriculo");
  // The list comes newest first: without a valid ?curriculo= the most recent resume is the one shown.
  const chosen = resumes?.find((resume) => resume.id === asked) ?? resumes?.[0];

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Templates</h1>
      <p className="mt-2 text-slate-700">
        Escolha um currículo e veja-o em cada modelo, com as cores, fontes e o idioma que preferir.
      </p>
      <ResumeListStates resumes={resumes} failed={failed} reload={reload} />
      {resumes && chosen && (
        <>
          <div className="mt-6 max-w-md">
            <SelectField
              label="Currículo"
              value={chosen.id}
              onChange={(event) => setParams({ curriculo: event.target.value }, { replace: true })}
            >
              {resumes.map((resume) => (
                <option key={resume.id} value={resume.id}>
                  {resume.name}
                </option>
              ))}
            </SelectField>
          </div>
          <TemplateChooser key={chosen.id} id={chosen.id} />
        </>
      )}
    </main>
  );
}
