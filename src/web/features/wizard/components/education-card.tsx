import {
  type Control,
  type FieldErrors,
  type FieldValues,
  type UseFormRegister,
  useWatch,
} from "react-hook-form";
import type { z } from "zod";
import { RESUME_LIMITS } from "#core/resume/limits.ts";
import { SelectField, TextField } from "#web/ui/field.tsx";
import type { EducationFormSchema } from "../state/step-forms.ts";
import { useReviewMarks } from "../state/use-review-marks.ts";
import { EntryCard } from "./entry-card.tsx";
import { MonthRangeFields } from "./month-range-fields.tsx";

type FormValues = z.input<typeof EducationFormSchema>;

type Props = {
  index: number;
  control: Control<FormValues, unknown, z.output<typeof EducationFormSchema>>;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  onRemove?: () => void;
  onClearEnd: () => void;
};

/** One course: 'Formação N'. 'Em andamento' means no end date yet, so that field is cleared and disabled. */
export function EducationCard({ index, control, register, errors, onRemove, onClearEnd }: Props) {
  const n = index + 1;
  const name = `formacoes.${index}` as const;
  const ongoing = useWatch({ control, name: `${name}.situacao` }) === "em_andamento";
  const e = errors.formacoes?.[index];
  const reviewOf = useReviewMarks();
  return (
    <EntryCard title={`Formação ${n}`} removeLabel={`Remover formação ${n}`} onRemove={onRemove}>
      <TextField
        label="Instituição"
        error={e?.instituicao?.message}
        review={reviewOf(`${name}.instituicao`)}
        maxLength={RESUME_LIMITS.instituicao}
        {...register(`${name}.instituicao`)}
      />
      <TextField
        label="Curso"
        error={e?.curso?.message}
        review={reviewOf(`${name}.curso`)}
        maxLength={RESUME_LIMITS.curso}
        {...register(`${name}.curso`)}
      />
      <div className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
        <SelectField
          label="Situação"
          {...register(`${name}.situacao`, {
            onChange: (event) => event.target.value === "em_andamento" && onClearEnd(),
          })}
        >
          <option value="concluido">Concluído</option>
          <option value="em_andamento">Em andamento</option>
        </SelectField>
        <div aria-hidden="true" className="hidden sm:block" />
        <MonthRangeFields
          entry={name}
          control={control as unknown as Control<FieldValues>}
          ongoing={ongoing}
          errors={e}
          endHint={ongoing ? "Curso em andamento: sem data de término." : undefined}
          review={{ dataInicio: reviewOf(`${name}.dataInicio`), dataFim: reviewOf(`${name}.dataFim`) }}
        />
      </div>
    </EntryCard>
  );
}
