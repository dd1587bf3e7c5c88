import type { ButtonHTMLAttributes } from "react";
import { cn } from "./cn.ts";

const VARIANTS = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/50",
  secondary: "bg-white text-brand-800 border border-brand-200 hover:bg-brand-50 disabled:text-slate-400",
  ghost: "text-slate-700 hover:bg-slate-100 disabled:text-slate-400",
  danger: "bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/50",
  accent: "bg-accent-400 text-slate-900 hover:bg-accent-500 disabled:opacity-50",
} as const;

const SIZES = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
type ButtonSize = keyof typeof SIZES;

/** The class list of a button, for links styled as buttons. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
    "disabled:cursor-not-allowed",
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

type SubmitButtonProps = Omit<ButtonProps, "type"> & {
  /** While true the button waits and says what it is doing. */
  busy: boolean;
  busyLabel: string;
};

/** A form's main button: large, and busy while the form is being sent so it cannot be sent twice. */
export function SubmitButton({
  busy,
  busyLabel,
  disabled,
  children,
  size = "lg",
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" size={size} disabled={busy || disabled} {...props}>
      {busy ? busyLabel : children}
    </Button>
  );
}
