import { skillBarWidth } from "./skill-bar-width.ts";

/** Each skill's name over a bar; the width follows the person's order (see skillBarWidth). */
export function SkillBars({ skills }: { skills: string[] }) {
  return (
    <ul className="v-skills t-bars">
      {skills.map((skill, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the position is what sets the bar, so it is the identity
        <li key={index} className="v-skill t-bar">
          <span className="t-bar-name">{skill}</span>
          <span className="t-bar-track" aria-hidden="true">
            <span className="t-bar-fill" style={{ width: `${skillBarWidth(index)}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
