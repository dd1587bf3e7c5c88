import { useRef, useState } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { useSession } from "#web/lib/session.ts";
import { useSchemaForm } from "#web/lib/use-schema-form.ts";
import { SubmitButton } from "#web/ui/button.tsx";
import { EmailField, FullNameField } from "#web/ui/person-fields.tsx";
import { toast } from "#web/ui/toast.ts";
import { signUp, signupFailure } from "../auth-api.ts";
import { AUTH_TEXT } from "../auth-messages.ts";
import { afterSignupPath, forgetOrigin, originFrom } from "../auth-origin.ts";
import { SignupSchema } from "../auth-schemas.ts";
import { AuthCard, authLink } from "../components/auth-card.tsx";
import { FormAlert } from "../components/form-alert.tsx";
import { PasswordField } from "../components/password-field.tsx";
import { TermsCheckbox } from "../components/terms-checkbox.tsx";

/** /signup (spec part 1 §2, §4): from the final preview the next stop is /payment, else the origin. */
export default function SignupPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated, refresh } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const leaving = useRef(false);
  const origin = originFrom(location.state);
  const form = useSchemaForm(SignupSchema, { fullName: "", email: "", password: "", terms: false });
  const { errors, isSubmitting } = form.formState;

  if (isAuthenticated && !leaving.current) return <Navigate to={origin} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setReasons([]);
    try {
      await signUp(values);
    } catch (error) {
      const refused = signupFailure(error);
      if (refused.field === null) setFailure(refused.message);
      else form.setError(refused.field, { message: refused.message }, { shouldFocus: true });
      if (refused.field === "password") setReasons(refused.reasons);
      return;
    }
    leaving.current = true;
    await refresh();
    forgetOrigin();
    toast.success(AUTH_TEXT.cadastroSucesso);
    navigate(afterSignupPath(origin), { replace: true });
  });

  const password = form.register("password", { onChange: () => setReasons([]) });
  return (
    <AuthCard
      title="Criar sua conta"
      description={<p>Salve seus currículos e continue de qualquer aparelho.</p>}
      footer={
        <p>
          Já tem uma conta?{" "}
          <Link to="/login" state={{ from: origin }} className={authLink}>
            Entrar
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {failure && <FormAlert tone="destructive">{failure}</FormAlert>}
        <FullNameField error={errors.fullName?.message} {...form.register("fullName")} />
        <EmailField error={errors.email?.message} {...form.register("email")} />
        <PasswordField
          label="Senha"
          autoComplete="new-password"
          error={errors.password?.message}
          reasons={reasons}
          {...password}
        />
        <TermsCheckbox error={errors.terms?.message} {...form.register("terms")} />
        <SubmitButton busy={isSubmitting} busyLabel="Criando conta..." className="w-full">
          Criar conta
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
