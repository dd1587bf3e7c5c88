import { memo, useId } from "react";
import {
  RESUME_LANGUAGE_IDS,
  type ResumeLanguageId,
  resumeLanguage,
} from "#core/view/languages/languages.ts";
import { cn } from "#web/ui/cn.ts";

type ResumeLanguagePickerProps = {
  value: ResumeLanguageId;
  onChange: (id: ResumeLanguageId) => void;
  className?: string;
};

/**
 * 'Idioma do currículo' as a group of native radios (arrow keys move, the checked one is announced). Each
 * language is named in itself and marked as such, so a screen reader says 'English' in English. The interface
 * stays in Portuguese; only the printed resume changes.
 */
export const ResumeLanguagePicker = memo(function ResumeLanguagePicker({
  value,
  onChange,
  className,
}: ResumeLanguagePickerProps) {
  const helpId = useId();
  const chosen = resumeLanguage(value);
  return (
    <fieldset
      aria-describedby={helpId}
      className={cn("rounded-2xl border border-slate-200 bg-white p-4 shadow-sm", className)}
    >
      <legend className="float-left mb-2 text-base font-semibold text-slate-900">Idioma do currículo</legend>
      <div className="clear-both flex flex-wrap gap-2">
        {RESUME_LANGUAGE_IDS.map((id) => {
          const language = resumeLanguage(id);
          const checked = id === value;
          return (
            <label
              key={id}
              className={cn(
                "relative inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 px-3 text-sm sm:px-4 font-semibold transition-colors",
                "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600",
                checked
                  ? "border-brand-600 bg-brand-50 text-brand-900"
                  : "border-slate-200 text-slate-700 hover:border-brand-200",
              )}
            >
              <input
                type="radio"
                name="idioma-curriculo"
                value={id}
                checked={checked}
                onChange={() => onChange(id)}
                className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              <span lang={language.htmlLang}>{language.name}</span>
            </label>
          );
        })}
      </div>
      <p id={helpId} className="mt-3 text-sm text-slate-600">
        O currículo será impresso em {chosen.nameInPortuguese}: títulos, datas e rótulos. O que você escreveu
        não é traduzido.
      </p>
    </fieldset>
  );
});
