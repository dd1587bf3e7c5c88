import { Trash2 } from "lucide-react";
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "#web/ui/button.tsx";
import { cn } from "#web/ui/cn.ts";
import { Field, Input } from "#web/ui/field.tsx";
import type { EducationFormSchema } from "../state/step-forms.ts";

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
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="float-left mb-4 flex min-h-10 w-full items-center justify-between gap-3">
        <span className="text-lg font-semibold text-slate-900">Formação {n}</span>
        {onRemove && (
          <Button
            variant="ghost"
            size="sm"
            className="h-10 text-red-700 hover:bg-red-50"
            aria-label={`Remover formação ${n}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Remover
          </Button>
        )}
      </legend>
      <div className="clear-both grid gap-5 sm:grid-cols-2">
        <Field label="Instituição" error={e?.instituicao?.message}>
          {(f) => (
            <Input
              id={f.id}
              aria-describedby={f.describedBy}
              invalid={f.invalid}
              {...register(`${name}.instituicao`)}
            />
          )}
        </Field>
        <Field label="Curso" error={e?.curso?.message}>
          {(f) => (
            <Input
              id={f.id}
              aria-describedby={f.describedBy}
              invalid={f.invalid}
              {...register(`${name}.curso`)}
            />
          )}
        </Field>
        <div className="grid gap-5 sm:col-span-2 sm:grid-cols-3">
          <Field label="Situação">
            {(f) => (
              <select
                id={f.id}
                className={cn(
                  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900",
                  "focus:outline-2 focus:outline-offset-0 focus:outline-brand-500",
                )}
                {...register(`${name}.situacao`, {
                  onChange: (event) => event.target.value === "em_andamento" && onClearEnd(),
                })}
              >
                <option value="concluido">Concluído</option>
                <option value="em_andamento">Em andamento</option>
              </select>
            )}
          </Field>
          <Field label="Data de início" error={e?.dataInicio?.message}>
            {(f) => (
              <Input
                id={f.id}
                aria-describedby={f.describedBy}
                invalid={f.invalid}
                type="month"
                placeholder="AAAA-MM"
                {...register(`${name}.dataInicio`)}
              />
            )}
          </Field>
          <Field
            label="Data de término"
            error={e?.dataFim?.message}
            hint={ongoing ? "Curso em andamento: sem data de término." : undefined}
          >
            {(f) => (
              <Input
                id={f.id}
                aria-describedby={f.describedBy}
                invalid={f.invalid}
                type="month"
                placeholder="AAAA-MM"
                {...register(`${name}.dataFim`, { disabled: ongoing })}
              />
            )}
          </Field>
        </div>
      </div>
    </fieldset>
  );
}
