import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import { cn } from "./cn.ts";

const control =
  "w-full rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 " +
  "focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 disabled:bg-slate-100 disabled:text-slate-500";

/** The border of a control: red with an error, amber while marked for review, else grey. */
function borderClass(invalid?: boolean, review?: boolean) {
  if (invalid) return "border-red-500";
  return review ? "border-amber-500 bg-amber-50" : "border-slate-300";
}

/** The class list of a one-line control (input or select), so the two cannot drift apart. */
export function inputClasses(invalid?: boolean, extra?: string, review?: boolean) {
  return cn(control, "h-11", borderClass(invalid, review), extra);
}

/**
 * A field marked 'Confira este campo' (after an import): `onChecked` runs when the person edits the field or
 * leaves it, which confirms it as it is.
 */
export type ReviewMark = { onChecked: () => void };

type Wiring = { id: string; describedBy?: string; invalid: boolean; review: boolean };

type FieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  review?: ReviewMark;
  children: (ids: Wiring) => ReactNode;
};

/**
 * A label, a control and its messages, wired for screen readers. Use the wired fields below; this is for the
 * rare control they do not cover.
 */
export function Field({ label, error, hint, review, children }: FieldProps) {
  const id = useId();
  const ids = fieldMessageIds(id, {
    hint: Boolean(hint) && !error,
    review: Boolean(review) && !error,
    error: Boolean(error),
  });
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, describedBy: ids, invalid: Boolean(error), review: Boolean(review) })}
      <FieldMessages id={id} hint={error ? undefined : hint} review={Boolean(review)} error={error} />
    </div>
  );
}

/** A control's own handler, then the review mark's: editing or leaving a marked field checks it. */
export function withReview<Args extends unknown[], Result>(
  handler: ((...args: Args) => Result) | undefined,
  review: ReviewMark | undefined,
): ((...args: Args) => Result | undefined) | undefined {
  if (!review) return handler;
  return (...args) => {
    review.onChecked();
    return handler?.(...args);
  };
}

/** The ids a control's aria-describedby lists, in the order the messages show. */
export function fieldMessageIds(
  id: string,
  shown: { hint: boolean; review: boolean; error: boolean },
): string | undefined {
  const ids = [
    shown.hint ? `${id}-hint` : "",
    shown.review ? `${id}-review` : "",
    shown.error ? `${id}-error` : "",
  ];
  return ids.filter(Boolean).join(" ") || undefined;
}

/** A field's hint, its review mark (amber, not an error) and its error, each with the id its control cites. */
export function FieldMessages({
  id,
  hint,
  review,
  error,
}: {
  id: string;
  hint?: ReactNode;
  review: boolean;
  error?: string;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {review && !error && (
        <p id={`${id}-review`} className="flex items-center gap-1.5 text-sm font-medium text-amber-800">
          <TriangleAlert aria-hidden="true" className="h-4 w-4 shrink-0" />
          Confira este campo
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean; review?: boolean };

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { invalid, review, className, ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      className={inputClasses(invalid, className, review)}
      {...props}
    />
  );
});

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean; review?: boolean };

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { invalid, review, className, ...props },
  ref,
) {
  return (
    <textarea
      ref={ref}
      aria-invalid={invalid || undefined}
      className={cn(control, "min-h-32 py-2 leading-relaxed", borderClass(invalid, review), className)}
      {...props}
    />
  );
});

/** What a wired field adds to its control; the field itself owns the id and the ARIA links. */
type FieldText = { label: ReactNode; error?: string; hint?: ReactNode; review?: ReviewMark };
type Owned = "id" | "aria-describedby" | "aria-invalid";

type TextFieldProps = FieldText & Omit<InputHTMLAttributes<HTMLInputElement>, Owned>;

/** A labelled input; takes `{...register("x")}` directly. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, review, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} review={review}>
      {(f) => (
        <Input
          ref={ref}
          {...props}
          onChange={withReview(props.onChange, review)}
          onBlur={withReview(props.onBlur, review)}
          id={f.id}
          aria-describedby={f.describedBy}
          invalid={f.invalid}
          review={f.review}
        />
      )}
    </Field>
  );
});

type TextareaFieldProps = FieldText & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Owned>;

/** A labelled textarea; takes `{...register("x")}` directly. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, hint, review, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} review={review}>
      {(f) => (
        <Textarea
          ref={ref}
          {...props}
          onChange={withReview(props.onChange, review)}
          onBlur={withReview(props.onBlur, review)}
          id={f.id}
          aria-describedby={f.describedBy}
          invalid={f.invalid}
          review={f.review}
        />
      )}
    </Field>
  );
});

type SelectFieldProps = FieldText & Omit<SelectHTMLAttributes<HTMLSelectElement>, Owned>;

/** A labelled native select (the phone's own picker), styled like an input; options go in children. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, review, className, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} review={review}>
      {(f) => (
        <select
          ref={ref}
          {...props}
          onChange={withReview(props.onChange, review)}
          onBlur={withReview(props.onBlur, review)}
          id={f.id}
          aria-describedby={f.describedBy}
          aria-invalid={f.invalid || undefined}
          className={inputClasses(f.invalid, className, f.review)}
        />
      )}
    </Field>
  );
});
