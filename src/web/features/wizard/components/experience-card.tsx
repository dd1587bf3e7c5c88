import { Trash2 } from "lucide-react";
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from "react-hook-form";
import type { z } from "zod";
import type { ExperienceDescriptionInput } from "#core/ai/experience-description.ts";
import { Button } from "#web/ui/button.tsx";
import { Field, Input, Textarea } from "#web/ui/field.tsx";
import type { ExperienceFormSchema } from "../state/step-forms.ts";
import { ExperienceAiButton } from "./experience-ai-button.tsx";

type FormValues = z.input<typeof ExperienceFormSchema>;

type Props = {
  index: number;
  control: Control<FormValues, unknown, z.output<typeof ExperienceFormSchema>>;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  onRemove?: () => void;
  onClearEnd: () => void;
  readJob: () => ExperienceDescriptionInput;
  onDescription: (text: string) => void;
};

/** One job: 'Experiência N', its fields, the AI description button and, when there are several, remove. */
export function ExperienceCard(props: Props) {
  const { index, control, register, errors, onRemove, onClearEnd, readJob, onDescription } = props;
  const n = index + 1;
  const name = `experiencias.${index}` as const;
  const atual = useWatch({ control, name: `${name}.atual` }) === true;
  const e = errors.experiencias?.[index];
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="float-left mb-4 flex min-h-10 w-full items-center justify-between gap-3">
        <span className="text-lg font-semibold text-slate-900">Experiência {n}</span>
        {onRemove && (
          <Button
            variant="ghost"
            size="sm"
            className="h-10 text-red-700 hover:bg-red-50"
            aria-label={`Remover experiência ${n}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Remover
          </Button>
        )}
      </legend>
      <div className="clear-both grid gap-5 sm:grid-cols-2">
        <Field label="Empresa" error={e?.empresa?.message}>
          {(f) => (
            <Input
              id={f.id}
              aria-describedby={f.describedBy}
              invalid={f.invalid}
              autoComplete="organization"
              {...register(`${name}.empresa`)}
            />
          )}
        </Field>
        <Field label="Cargo" error={e?.cargo?.message}>
          {(f) => (
            <Input
              id={f.id}
              aria-describedby={f.describedBy}
              invalid={f.invalid}
              autoComplete="organization-title"
              {...register(`${name}.cargo`)}
            />
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
          hint={atual ? "Você ainda trabalha aqui." : undefined}
        >
          {(f) => (
            <Input
              id={f.id}
              aria-describedby={f.describedBy}
              invalid={f.invalid}
              type="month"
              placeholder="AAAA-MM"
              {...register(`${name}.dataFim`, { disabled: atual })}
            />
          )}
        </Field>
        <label className="flex min-h-10 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800 sm:col-span-2">
          <input
            type="checkbox"
            className="h-5 w-5 rounded border-slate-400 accent-brand-700"
            {...register(`${name}.atual`, { onChange: (event) => event.target.checked && onClearEnd() })}
          />
          Trabalho aqui atualmente
        </label>
        <div className="flex flex-col gap-3 sm:col-span-2">
          <Field
            label="Descrição"
            error={e?.descricao?.message}
            hint="O que você fazia e o que conquistou. Pode usar tópicos."
          >
            {(f) => (
              <Textarea
                id={f.id}
                aria-describedby={f.describedBy}
                invalid={f.invalid}
                rows={5}
                className="field-sizing-content max-h-[28rem]"
                {...register(`${name}.descricao`)}
              />
            )}
          </Field>
          <ExperienceAiButton readJob={readJob} onText={onDescription} />
        </div>
      </div>
    </fieldset>
  );
}
