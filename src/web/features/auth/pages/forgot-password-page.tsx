import { useState } from "react";
import { Link } from "react-router";
import { useSchemaForm } from "#web/lib/use-schema-form.ts";
import { SubmitButton } from "#web/ui/button.tsx";
import { EmailField } from "#web/ui/person-fields.tsx";
import { forgotErrorText, requestPasswordReset } from "../auth-api.ts";
import { AUTH_TEXT } from "../auth-messages.ts";
import { ForgotPasswordSchema } from "../auth-schemas.ts";
import { AuthCard, authLink } from "../components/auth-card.tsx";
import { FormAlert } from "../components/form-alert.tsx";

type Outcome = { tone: "success" | "destructive"; text: string };

/** /forgot-password: the same answer whether or not the e-mail has an account. */
export default function ForgotPasswordPage() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useSchemaForm(ForgotPasswordSchema, { email: "" });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      await requestPasswordReset(email);
      setOutcome({ tone: "success", text: AUTH_TEXT.esqueciSucesso });
    } catch (error) {
      setOutcome({ tone: "destructive", text: forgotErrorText(error) });
    }
  });

  return (
    <AuthCard
      title="Recuperar senha"
      description={<p>Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha.</p>}
      footer={
        <p>
          Lembrou a senha?{" "}
          <Link to="/login" className={authLink}>
            Voltar para o login
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {outcome && (
          <FormAlert tone={outcome.tone === "success" ? "success" : "destructive"}>{outcome.text}</FormAlert>
        )}
        <EmailField error={errors.email?.message} {...form.register("email")} />
        <SubmitButton busy={isSubmitting} busyLabel="Enviando..." className="w-full">
          Enviar link de recuperação
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
