import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useSchemaForm } from "#web/lib/use-schema-form.ts";
import { SubmitButton } from "#web/ui/button.tsx";
import { toast } from "#web/ui/toast.ts";
import { resetErrorText, resetPassword, signupFailure } from "../auth-api.ts";
import { AUTH_TEXT } from "../auth-messages.ts";
import { ResetPasswordSchema } from "../auth-schemas.ts";
import { AuthCard, authLink } from "../components/auth-card.tsx";
import { FormAlert } from "../components/form-alert.tsx";
import { PasswordField } from "../components/password-field.tsx";

/**
 * /reset-password, where the recovery e-mail's link lands with ?token=… (or ?error=… when the server already
 * knows the link is bad). Without a usable token the person is sent to ask for a new link.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("error") ? null : params.get("token");
  const [failure, setFailure] = useState<string | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const form = useSchemaForm(ResetPasswordSchema, { password: "", confirmPassword: "" });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (token) return;
    // A fixed id: StrictMode's second effect run must not show the message twice.
    toast.error(AUTH_TEXT.linkInvalido, { id: "link-recuperacao-invalido" });
    navigate("/forgot-password", { replace: true });
  }, [token, navigate]);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setFailure(null);
    setReasons([]);
    try {
      await resetPassword(token, password);
    } catch (error) {
      // A weak new password is refused like at sign-up: the reasons go under the field.
      const refused = signupFailure(error);
      if (refused.field === "password") {
        form.setError("password", { message: refused.message }, { shouldFocus: true });
        setReasons(refused.reasons);
      } else setFailure(resetErrorText(error));
      return;
    }
    toast.success(AUTH_TEXT.redefinirSucesso);
    navigate("/login", { replace: true });
  });

  return (
    <AuthCard
      title="Criar nova senha"
      description={<p>Escolha uma senha com pelo menos 8 caracteres.</p>}
      footer={
        <Link to="/forgot-password" className={authLink}>
          Pedir um novo link
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {failure && <FormAlert tone="destructive">{failure}</FormAlert>}
        <PasswordField
          label="Nova senha"
          autoComplete="new-password"
          error={errors.password?.message}
          reasons={reasons}
          {...form.register("password", {
            // The confirmation is compared again as the first field changes.
            onChange: () => {
              setReasons([]);
              if (errors.confirmPassword) void form.trigger("confirmPassword");
            },
          })}
        />
        <PasswordField
          label="Confirmar nova senha"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Salvando..." disabled={!token} className="w-full">
          Redefinir senha
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
