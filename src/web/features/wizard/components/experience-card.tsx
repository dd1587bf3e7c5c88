import {
  type Control,
  type FieldErrors,
  type FieldValues,
  type UseFormRegister,
  useWatch,
} from "react-hook-form";
import type { z } from "zod";
import { RESUME_LIMITS } from "#core/resume/limits.ts";
import { TextareaField, TextField } from "#web/ui/field.tsx";
import type { ExperienceFormSchema } from "../state/step-forms.ts";
import { useReviewMarks } from "../state/use-review-marks.ts";
import { EntryCard } from "./entry-card.tsx";
import { ExperienceAiButton, type ExperienceJob } from "./experience-ai-button.tsx";
import { MonthRangeFields } from "./month-range-fields.tsx";

type FormValues = z.input<typeof ExperienceFormSchema>;

type Props = {
  index: number;
  control: Control<FormValues, unknown, z.output<typeof ExperienceFormSchema>>;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  onRemove?: () => void;
  onClearEnd: () => void;
  readJob: () => ExperienceJob;
  onDescription: (text: string) => void;
};

/** One job: 'Experiência N', its fields, the AI description button and, when there are several, remove. */
export function ExperienceCard(props: Props) {
  const { index, control, register, errors, onRemove, onClearEnd, readJob, onDescription } = props;
  const n = index + 1;
  const name = `experiencias.${index}` as const;
  const atual = useWatch({ control, name: `${name}.atual` }) === true;
  const e = errors.experiencias?.[index];
  const reviewOf = useReviewMarks();
  return (
    <EntryCard title={`Experiência ${n}`} removeLabel={`Remover experiência ${n}`} onRemove={onRemove}>
      <TextField
        label="Empresa"
        error={e?.empresa?.message}
        review={reviewOf(`${name}.empresa`)}
        autoComplete="organization"
        maxLength={RESUME_LIMITS.empresa}
        {...register(`${name}.empresa`)}
      />
      <TextField
        label="Cargo"
        error={e?.cargo?.message}
        review={reviewOf(`${name}.cargo`)}
        autoComplete="organization-title"
        maxLength={RESUME_LIMITS.cargo}
        {...register(`${name}.cargo`)}
      />
      <MonthRangeFields
        entry={name}
        control={control as unknown as Control<FieldValues>}
        ongoing={atual}
        errors={e}
        endHint={atual ? "Você ainda trabalha aqui." : undefined}
        review={{ dataInicio: reviewOf(`${name}.dataInicio`), dataFim: reviewOf(`${name}.dataFim`) }}
      />
      <label className="flex min-h-10 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800 sm:col-span-2">
        <input
          type="checkbox"
          className="h-5 w-5 rounded border-slate-400 accent-brand-700"
          {...register(`${name}.atual`, { onChange: (event) => event.target.checked && onClearEnd() })}
        />
        Trabalho aqui atualmente
      </label>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <TextareaField
          label="Descrição"
          error={e?.descricao?.message}
          review={reviewOf(`${name}.descricao`)}
          hint="O que você fazia e o que conquistou. Pode usar tópicos."
          rows={5}
          maxLength={RESUME_LIMITS.descricao}
          className="field-sizing-content max-h-[28rem]"
          {...register(`${name}.descricao`)}
        />
        <ExperienceAiButton readJob={readJob} onText={onDescription} />
      </div>
    </EntryCard>
  );
}
