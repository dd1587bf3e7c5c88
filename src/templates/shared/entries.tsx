import { memo } from "react";
import type { EducationView, ExperienceView } from "#core/view/resume-view.ts";
import { Description } from "./description.tsx";
import { sameFields } from "./same-content.ts";

/*
 * One markup for entries in every template, in reading order (role, company, period, text); each template's
 * CSS places the parts. data-entry marks blocks that must not be split across pages.
 */

/**
 * A month stays with its year when a narrow date column wraps ('Feb 2021', 'feb. 2021'), as 'fev/2021' does:
 * the line breaks at the dash, never between 'Feb' and '2021'. Only the markup glues them; readers of the PDF
 * take the no-break space for a space.
 */
function wholeMonths(period: string): string {
  return period.replace(/(\p{L}\.?) (\d{4})/gu, "$1\u00a0$2");
}

export const ExperienceEntry = memo(
  function ExperienceEntry({ exp }: { exp: ExperienceView }) {
    return (
      <article className="v-entry v-exp" data-entry="">
        <div className="v-entry-head">
          {exp.cargo && <h3 className="v-entry-title">{exp.cargo}</h3>}
          {exp.empresa && <p className="v-entry-org">{exp.empresa}</p>}
          {exp.periodo && <p className="v-entry-date">{wholeMonths(exp.periodo)}</p>}
        </div>
        <Description text={exp.descricao} />
      </article>
    );
  },
  (before, after) => sameFields(before.exp, after.exp),
);

export const EducationEntry = memo(
  function EducationEntry({ edu }: { edu: EducationView }) {
    return (
      <article className="v-entry v-edu" data-entry="">
        <div className="v-entry-head">
          {edu.curso && <h3 className="v-entry-title">{edu.curso}</h3>}
          {edu.instituicao && <p className="v-entry-org">{edu.instituicao}</p>}
          {edu.periodo && <p className="v-entry-date">{wholeMonths(edu.periodo)}</p>}
          <p className="v-entry-status">{edu.nivel}</p>
        </div>
      </article>
    );
  },
  (before, after) => sameFields(before.edu, after.edu),
);
