import { useId, useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { ContactPageRequest } from "#core/contact/contact-request.ts";
import { ApiError, apiRequest } from "#web/lib/api-client.ts";
import { useSchemaForm } from "#web/lib/use-schema-form.ts";
import { Button, SubmitButton } from "#web/ui/button.tsx";
import { TextareaField, TextField } from "#web/ui/field.tsx";
import { EmailField, FullNameField } from "#web/ui/person-fields.tsx";
import { useHydrated } from "../shared/use-hydrated.ts";

const ContactFormSchema = ContactPageRequest.omit({ kind: true });
type ContactInput = z.input<typeof ContactFormSchema>;

const EMPTY: ContactInput = {
  name: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
  consent: false as true,
};
const FAILED = "Não foi possível enviar sua mensagem. Tente novamente em instantes.";

/** /contato's form: validated in Portuguese as the server does, then sent to POST /api/contact. */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const consentId = useId();
  const hydrated = useHydrated();
  const form = useSchemaForm(ContactFormSchema, EMPTY);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apiRequest("/api/contact", { method: "POST", body: { kind: "contact", ...values } });
      setSent(true);
      form.reset(EMPTY);
    } catch (error) {
      setFailure(error instanceof ApiError && error.message ? error.message : FAILED);
    }
  });

  if (sent)
    return (
      <div role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-900">
        <p className="font-semibold">Mensagem enviada! Obrigado pelo contato.</p>
        <p className="mt-1 text-sm">
          Enviamos uma confirmação para o seu e-mail e respondemos em até 24 horas úteis.
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => setSent(false)}>
          Enviar outra mensagem
        </Button>
      </div>
    );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Formulário de contato">
      <FullNameField error={errors.name?.message} {...form.register("name")} />
      <EmailField error={errors.email?.message} {...form.register("email")} />
      <TextField
        label="Telefone (opcional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="(11) 98765-4321"
        error={errors.phone?.message}
        {...form.register("phone")}
      />
      <TextField label="Assunto" error={errors.subject?.message} {...form.register("subject")} />
      <TextareaField
        label="Mensagem"
        rows={6}
        error={errors.message?.message}
        {...form.register("message")}
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            id={consentId}
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${consentId}-erro` : undefined}
            {...form.register("consent")}
          />
          <label htmlFor={consentId} className="text-sm leading-relaxed text-slate-700">
            Li e concordo com a{" "}
            <Link to="/politica-de-privacidade" className="font-medium text-brand-700 underline">
              Política de Privacidade
            </Link>{" "}
            e autorizo o uso dos meus dados para responder a esta mensagem.
          </label>
        </div>
        {errors.consent && (
          <p id={`${consentId}-erro`} role="alert" className="mt-1.5 text-sm text-red-700">
            {errors.consent.message}
          </p>
        )}
      </div>
      {failure && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2.5 text-sm text-red-900"
        >
          {failure}
        </p>
      )}
      <SubmitButton
        busy={isSubmitting}
        busyLabel="Enviando..."
        disabled={!hydrated}
        className="sm:self-start"
      >
        Enviar mensagem
      </SubmitButton>
    </form>
  );
}
