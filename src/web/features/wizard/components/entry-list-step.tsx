import { type ReactNode, useState } from "react";
import {
  type FieldErrors,
  type FieldValues,
  type UseFormReturn,
  useFieldArray,
  useForm,
} from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { useLazySchemaResolver } from "#web/lib/use-lazy-schema-resolver.ts";
import { toast } from "#web/ui/toast.ts";
import type { EducationFormSchema, ExperienceFormSchema } from "../state/step-forms.ts";
import { useFormAutosave } from "../state/use-form-autosave.ts";
import { useFreshCards } from "../state/use-fresh-cards.ts";
import { useWizardMode } from "../state/use-wizard-mode.ts";
import { updateDraft, useWizardDraft } from "../state/wizard-draft.ts";
import { stepPath, type WizardStepId } from "../wizard-steps.ts";
import { EntryCardList } from "./entry-card-list.tsx";
import { FormLivePreview } from "./form-live-preview.tsx";
import { WizardShell } from "./wizard-shell.tsx";

type ListKey = "experiencias" | "formacoes";
type Entry<K extends ListKey> = ResumeData[K][number];
type EntrySchema = typeof ExperienceFormSchema | typeof EducationFormSchema;

type Form<S extends EntrySchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/** The props every entry card takes: its place in the list, the step's form and the messages it may show. */
export type EntryCardProps<S extends EntrySchema> = {
  index: number;
  control: Form<S>["control"];
  register: Form<S>["register"];
  errors: FieldErrors<z.input<S>>;
  /** Undefined for the last card left. */
  onRemove: (() => void) | undefined;
  /** Empties the card's end date (a current job, a course in progress). */
  onClearEnd: () => void;
};

type Props<S extends EntrySchema, K extends ListKey> = {
  step: WizardStepId;
  /** The draft's list this step edits, also the form's field name. */
  list: K;
  title: string;
  subtitle: string;
  addLabel: string;
  /** The toast after a valid Próximo. */
  savedMessage: string;
  /** Imports the step's schema (step-forms.ts), so that zod is not part of the step's first load. */
  loadSchema: () => Promise<S>;
  /** A new card's values; a card shows its fields in this order, so a card just added focuses the first. */
  empty: Entry<K>;
  /** Normalises a card's values as stored (a disabled end date left out). */
  toEntry: (value: unknown) => Entry<K>;
  /** A card from the common props, plus the whole form for what only that card does. */
  renderCard: (card: EntryCardProps<S>, form: Form<S>) => ReactNode;
};

/**
 * A step made of repeatable cards (experiences, courses): the list with add and remove, the draft kept as the
 * person types, validation on Próximo, the step's toast and the way on to the next step.
 */
export function EntryListStep<S extends EntrySchema, K extends ListKey>(props: Props<S, K>) {
  const { step, list, loadSchema, empty, toEntry } = props;
  const formId = `${stepPath(step, false).slice(1)}-form`;
  // Mode first: in improve mode it seeds an empty draft with the sample person before the draft is read.
  const { nextPath } = useWizardMode();
  const draft = useWizardDraft();
  const navigate = useNavigate();
  // The form is typed loosely inside; each card gets it typed by the step's schema.
  const name: string = list;
  const [defaultValues] = useState<FieldValues>(() => ({
    [list]: draft.data[list].length > 0 ? draft.data[list] : [{ ...empty }],
  }));
  const form = useForm<FieldValues>({
    resolver: useLazySchemaResolver(loadSchema as () => Promise<z.ZodType<FieldValues, FieldValues>>),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const typedForm = form as unknown as Form<S>;
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const save = (values: Entry<K>[]) => updateDraft({ [list]: values } as Partial<ResumeData>);
  // The list as the resume holds it, from the form's values (cards half filled included).
  const toResume = (values: FieldValues) =>
    ({ [list]: ((values[name] as unknown[] | undefined) ?? []).map(toEntry) }) as Partial<ResumeData>;
  const autosave = useFormAutosave(form, (values) => updateDraft(toResume(values)));
  const fresh = useFreshCards(fields);
  const errors = form.formState.errors;
  const listError = (errors[name]?.root ?? errors[name])?.message;

  const onSubmit = form.handleSubmit((valid) => {
    fresh.reset();
    autosave.cancel();
    // Normalised: a disabled end date is left out of the form's output.
    save((valid[list] as unknown[]).map(toEntry));
    toast.success(props.savedMessage);
    navigate(nextPath(step));
  }, fresh.reset);

  return (
    <WizardShell
      step={step}
      title={props.title}
      subtitle={props.subtitle}
      next={{ form: formId }}
      preview={<FormLivePreview control={form.control} data={draft.data} toResume={toResume} />}
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <EntryCardList
          items={fields}
          error={typeof listError === "string" ? listError : undefined}
          addLabel={props.addLabel}
          onAdd={() => {
            fresh.willAdd();
            append({ ...empty }, { focusName: `${name}.${fields.length}.${Object.keys(empty)[0]}` });
          }}
          onRemove={remove}
          renderCard={(field, index, onRemove) => {
            const card: EntryCardProps<S> = {
              index,
              control: typedForm.control,
              register: typedForm.register,
              errors: (fresh.isFresh(field.id) ? {} : errors) as EntryCardProps<S>["errors"],
              onRemove,
              onClearEnd: () => form.setValue(`${name}.${index}.dataFim`, ""),
            };
            return props.renderCard(card, typedForm);
          }}
        />
      </form>
    </WizardShell>
  );
}
