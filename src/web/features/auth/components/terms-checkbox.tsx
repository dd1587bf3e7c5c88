import { forwardRef, type InputHTMLAttributes, useId } from "react";
import { Link } from "react-router";
import { authLink } from "./auth-card.tsx";

type TermsCheckboxProps = { error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type">;

/** The sign-up's consent: a real checkbox whose label links to the terms and the privacy policy. */
export const TermsCheckbox = forwardRef<HTMLInputElement, TermsCheckboxProps>(function TermsCheckbox(
  { error, ...props },
  ref,
) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          {...props}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <label htmlFor={id} className="text-sm leading-6 text-slate-700">
          Li e aceito os{" "}
          <Link to="/termos-de-uso" target="_blank" className={authLink}>
            termos de uso
          </Link>{" "}
          e a{" "}
          <Link to="/politica-de-privacidade" target="_blank" className={authLink}>
            política de privacidade
          </Link>
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});
