import { useRef, useState } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { useSession } from "#web/lib/session.ts";
import { useSchemaForm } from "#web/lib/use-schema-form.ts";
import { SubmitButton } from "#web/ui/button.tsx";
import { EmailField } from "#web/ui/person-fields.tsx";
import { toast } from "#web/ui/toast.ts";
import { loginErrorText, signIn } from "../auth-api.ts";
import { AUTH_TEXT } from "../auth-messages.ts";
import { forgetOrigin, originFrom } from "../auth-origin.ts";
import { LoginSchema } from "../auth-schemas.ts";
import { AuthCard, authLink } from "../components/auth-card.tsx";
import { FormAlert } from "../components/form-alert.tsx";
import { PasswordField } from "../components/password-field.tsx";

/** /login (spec part 1 §2): back to the page the person came from, history replaced. */
export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated, refresh } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const leaving = useRef(false);
  const origin = originFrom(location.state);
  const form = useSchemaForm(LoginSchema, { email: "", password: "" });
  const { errors, isSubmitting } = form.formState;

  if (isAuthenticated && !leaving.current) return <Navigate to={origin} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn(values);
    } catch (error) {
      setFailure(loginErrorText(error));
      return;
    }
    leaving.current = true;
    await refresh();
    forgetOrigin();
    toast.success(AUTH_TEXT.loginSucesso);
    navigate(origin, { replace: true });
  });

  return (
    <AuthCard
      title="Entrar na sua conta"
      description={origin !== "/" ? <p>Entre para continuar de onde parou.</p> : undefined}
      footer={
        <p>
          Ainda não tem uma conta?{" "}
          <Link to="/signup" state={{ from: origin }} className={authLink}>
            Criar conta
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {failure && <FormAlert tone="destructive">{failure}</FormAlert>}
        <EmailField error={errors.email?.message} {...form.register("email")} />
        <PasswordField
          label="Senha"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Link to="/forgot-password" className={`${authLink} self-start py-1 text-sm`}>
          Esqueceu sua senha?
        </Link>
        <SubmitButton busy={isSubmitting} busyLabel="Entrando..." className="w-full">
          Entrar
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
