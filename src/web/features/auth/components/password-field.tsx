import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import { forwardRef, type InputHTMLAttributes, useState } from "react";
import { Field, Input } from "#web/ui/field.tsx";

type PasswordFieldProps = {
  label: string;
  error?: string;
  /** The server's reasons for refusing a weak password, listed under the field. */
  reasons?: string[];
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "aria-describedby" | "aria-invalid">;

/** A labelled password input with a show/hide toggle; takes `{...register("x")}` directly. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, reasons = [], ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error}>
      {(f) => (
        <>
          <div className="relative">
            <Input
              ref={ref}
              {...props}
              id={f.id}
              type={visible ? "text" : "password"}
              aria-describedby={
                [f.describedBy, reasons.length ? `${f.id}-motivos` : ""].join(" ").trim() || undefined
              }
              invalid={f.invalid}
              className="pr-12"
            />
            <button
              type="button"
              aria-pressed={visible}
              aria-label={visible ? "Ocultar senha" : "Mostrar senha"}
              onClick={() => setVisible((shown) => !shown)}
              className="absolute inset-y-0.5 right-0.5 inline-flex w-11 items-center justify-center rounded-md text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {visible ? (
                <EyeOff aria-hidden="true" className="h-5 w-5" />
              ) : (
                <Eye aria-hidden="true" className="h-5 w-5" />
              )}
            </button>
          </div>
          {reasons.length > 0 && (
            <ul id={`${f.id}-motivos`} className="order-last list-disc space-y-0.5 pl-5 text-sm text-red-700">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </Field>
  );
});
