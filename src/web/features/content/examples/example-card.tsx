import { Link } from "react-router";
import type { ResumeExample } from "#core/examples/resume-examples.ts";
import { formatPeriod } from "#core/resume/month.ts";
import { resumeLanguage } from "#core/view/languages/languages.ts";
import { exampleStartHref } from "#web/lib/start-links.ts";
import { buttonClasses } from "#web/ui/button.tsx";
import { levelBadge } from "./example-types.ts";

// The examples are shown on a Portuguese page, so their periods are written the Portuguese way.
const PT = resumeLanguage("pt");

const LEVEL_STYLES = {
  junior: "bg-sky-100 text-sky-900",
  pleno: "bg-amber-100 text-amber-900",
  senior: "bg-violet-100 text-violet-900",
} as const;

/** 'Bacharelado em Estatística – UFMG (2019)': the year it ended, or that it goes on. */
function courseLine({ course, institution, end }: ResumeExample["education"][number]): string {
  return `${course} – ${institution} (${end ? end.slice(0, 4) : "em andamento"})`;
}

/** One example, written as the resume would read: summary, experiences with results, education, skills. */
export function ExampleCard({ example }: { example: ResumeExample }) {
  return (
    <article
      aria-labelledby={`exemplo-${example.id}`}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${LEVEL_STYLES[example.level]}`}>
          {levelBadge(example.level)}
        </span>
        <span className="text-sm text-slate-600">{example.city}</span>
      </div>
      <h3 id={`exemplo-${example.id}`} className="mt-3 text-xl font-bold text-slate-900">
        {example.role}
      </h3>
      <p className="text-sm font-medium text-slate-600">{example.person}</p>
      <p className="mt-3 leading-relaxed text-slate-700">{example.summary}</p>

      <details className="group mt-4 rounded-xl bg-slate-50 px-4 py-3 open:pb-4">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-800 marker:text-brand-700">
          Ver experiências, formação e habilidades
        </summary>
        <h4 className="mt-3 text-sm font-bold tracking-wide text-slate-900 uppercase">
          Experiência profissional
        </h4>
        {example.experiences.map((experience) => (
          <div key={`${experience.company}-${experience.role}`} className="mt-3">
            <p className="font-semibold text-slate-900">{experience.role}</p>
            <p className="text-sm text-slate-600">
              {experience.company} · {formatPeriod(experience.start, experience.end ?? "atual", PT)}
            </p>
            <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm leading-relaxed text-slate-700">
              {experience.achievements.map((achievement) => (
                <li key={achievement}>{achievement}</li>
              ))}
            </ul>
          </div>
        ))}
        <h4 className="mt-4 text-sm font-bold tracking-wide text-slate-900 uppercase">Formação</h4>
        <ul className="mt-1.5 space-y-1 text-sm text-slate-700">
          {example.education.map((course) => (
            <li key={course.course}>{courseLine(course)}</li>
          ))}
        </ul>
        <h4 className="mt-4 text-sm font-bold tracking-wide text-slate-900 uppercase">Habilidades</h4>
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`Habilidades de ${example.role}`}>
          {[...example.hardSkills, ...example.softSkills].map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-white px-2.5 py-1 text-xs text-slate-700 ring-1 ring-slate-200"
            >
              {skill}
            </li>
          ))}
        </ul>
      </details>

      <div className="mt-auto pt-5">
        <Link
          to={exampleStartHref(example.id)}
          aria-label={`Usar como base: ${example.role}`}
          className={buttonClasses("secondary", "md", "w-full")}
        >
          Usar como base
        </Link>
      </div>
    </article>
  );
}
