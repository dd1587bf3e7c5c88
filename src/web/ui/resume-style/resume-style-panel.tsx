import { memo, useId } from "react";
import {
  ACCENT_COLORS,
  FONT_PAIRINGS,
  OPTIONAL_SECTIONS,
  type ResumeStyle,
  sectionOrder,
} from "#core/resume/resume-style.ts";
import { cn } from "../cn.ts";
import { SECTION_NAMES } from "./section-names.ts";
import { SectionOrderList } from "./section-order-list.tsx";

type ResumeStylePanelProps = {
  value: ResumeStyle;
  onChange: (style: ResumeStyle) => void;
  className?: string;
};

const groupClass = "rounded-xl border-0 p-0";
const legendClass = "mb-2 text-sm font-semibold text-slate-800";
const chipClass =
  "relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-3 text-sm font-medium has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600";
const hiddenRadio =
  "absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0";

/** 'Personalizar': accent colour, fonts, the sections' order and the optional sections left out. */
export const ResumeStylePanel = memo(function ResumeStylePanel({
  value,
  onChange,
  className,
}: ResumeStylePanelProps) {
  const name = useId();
  const set = (part: Partial<ResumeStyle>) => onChange({ ...value, ...part });
  const hidden = new Set<string>(value.secoesOcultas ?? []);
  const chip = (checked: boolean) =>
    cn(
      chipClass,
      checked ? "border-brand-600 bg-brand-50 text-brand-900" : "border-slate-200 text-slate-700",
    );

  return (
    <section
      aria-labelledby={`${name}-title`}
      className={cn(
        "flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm",
        className,
      )}
    >
      <h2 id={`${name}-title`} className="text-base font-semibold text-slate-900">
        Personalizar
      </h2>

      <fieldset className={groupClass}>
        <legend className={legendClass}>Cor de destaque</legend>
        <div className="flex flex-wrap gap-2">
          <label className={chip(!value.corDestaque)}>
            <input
              type="radio"
              name={`${name}-cor`}
              checked={!value.corDestaque}
              onChange={() => set({ corDestaque: undefined })}
              className={hiddenRadio}
            />
            Cor do modelo
          </label>
          {ACCENT_COLORS.map((color) => (
            <label key={color.id} className={chip(value.corDestaque === color.id)}>
              <input
                type="radio"
                name={`${name}-cor`}
                checked={value.corDestaque === color.id}
                onChange={() => set({ corDestaque: color.id })}
                className={hiddenRadio}
              />
              <span aria-hidden="true" className="h-4 w-4 rounded-full" style={{ background: color.hex }} />
              {color.name}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={groupClass}>
        <legend className={legendClass}>Fontes</legend>
        <div className="flex flex-wrap gap-2">
          <label className={chip(!value.fontes)}>
            <input
              type="radio"
              name={`${name}-fontes`}
              checked={!value.fontes}
              onChange={() => set({ fontes: undefined })}
              className={hiddenRadio}
            />
            Fontes do modelo
          </label>
          {FONT_PAIRINGS.map((pairing) => (
            <label key={pairing.id} className={chip(value.fontes === pairing.id)}>
              <input
                type="radio"
                name={`${name}-fontes`}
                checked={value.fontes === pairing.id}
                onChange={() => set({ fontes: pairing.id })}
                className={hiddenRadio}
              />
              {pairing.name}
              <span className="text-xs text-slate-500">
                {pairing.display === pairing.body ? pairing.body : `${pairing.display} e ${pairing.body}`}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <h3 className={legendClass}>Ordem das seções</h3>
        <SectionOrderList order={sectionOrder(value)} onChange={(ordemSecoes) => set({ ordemSecoes })} />
      </div>

      <fieldset className={groupClass}>
        <legend className={legendClass}>Ocultar seções opcionais</legend>
        <div className="flex flex-col gap-2">
          {OPTIONAL_SECTIONS.map((section) => (
            <label key={section} className="inline-flex min-h-9 items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={hidden.has(section)}
                onChange={(event) => {
                  const next = OPTIONAL_SECTIONS.filter((key) =>
                    key === section ? event.target.checked : hidden.has(key),
                  );
                  set({ secoesOcultas: next });
                }}
                className="h-4 w-4 accent-brand-600"
              />
              Ocultar {SECTION_NAMES[section].toLocaleLowerCase("pt-BR")}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
});
