import { type ComponentProps, forwardRef } from "react";
import { TextField } from "./field.tsx";

/** What a form still says about a preset field: its message, `{...register("x")}` and any extra attributes. */
type PresetFieldProps = Omit<ComponentProps<typeof TextField>, "label" | "type" | "ref">;

/**
 * The e-mail field of the sign-in, contact and payment forms, so every one of them gets the same label,
 * keyboard and autofill; takes `{...register("email")}` directly.
 */
export const EmailField = forwardRef<HTMLInputElement, PresetFieldProps>(function EmailField(props, ref) {
  return (
    <TextField ref={ref} label="E-mail" type="email" autoComplete="email" inputMode="email" {...props} />
  );
});

/** The full-name field, filled in by the browser from the person's own name. */
export const FullNameField = forwardRef<HTMLInputElement, PresetFieldProps>(
  function FullNameField(props, ref) {
    return <TextField ref={ref} label="Nome completo" autoComplete="name" {...props} />;
  },
);
