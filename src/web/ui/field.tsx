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

/** The class list of a one-line control (input or select), so the two cannot drift apart. */
export function inputClasses(invalid?: boolean, extra?: string) {
  return cn(control, "h-11", invalid ? "border-red-500" : "border-slate-300", extra);
}

type Wiring = { id: string; describedBy?: string; invalid: boolean };

type FieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (ids: Wiring) => ReactNode;
};

/**
 * A label, a control and its message, wired for screen readers. Use the wired fields below; this is for the
 * rare control they do not cover.
 */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, describedBy: describedBy || undefined, invalid: Boolean(error) })}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean };

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { invalid, className, ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      className={inputClasses(invalid, className)}
      {...props}
    />
  );
});

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean };

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { invalid, className, ...props },
  ref,
) {
  return (
    <textarea
      ref={ref}
      aria-invalid={invalid || undefined}
      className={cn(
        control,
        "min-h-32 py-2 leading-relaxed",
        invalid ? "border-red-500" : "border-slate-300",
        className,
      )}
      {...props}
    />
  );
});

/** What a wired field adds to its control; the field itself owns the id and the ARIA links. */
type FieldText = { label: ReactNode; error?: string; hint?: ReactNode };
type Owned = "id" | "aria-describedby" | "aria-invalid";

type TextFieldProps = FieldText & Omit<InputHTMLAttributes<HTMLInputElement>, Owned>;

/** A labelled input; takes `{...register("x")}` directly. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(f) => <Input ref={ref} {...props} id={f.id} aria-describedby={f.describedBy} invalid={f.invalid} />}
    </Field>
  );
});

type TextareaFieldProps = FieldText & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Owned>;

/** A labelled textarea; takes `{...register("x")}` directly. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, hint, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(f) => (
        <Textarea ref={ref} {...props} id={f.id} aria-describedby={f.describedBy} invalid={f.invalid} />
      )}
    </Field>
  );
});

type SelectFieldProps = FieldText & Omit<SelectHTMLAttributes<HTMLSelectElement>, Owned>;

/** A labelled native select (the phone's own picker), styled like an input; options go in children. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, className, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(f) => (
        <select
          ref={ref}
          {...props}
          id={f.id}
          aria-describedby={f.describedBy}
          aria-invalid={f.invalid || undefined}
          className={inputClasses(f.invalid, className)}
        />
      )}
    </Field>
  );
});
