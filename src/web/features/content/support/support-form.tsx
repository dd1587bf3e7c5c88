import CheckCircle2 from "lucide-react/icons/circle-check";
import { useRef, useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { SUPPORT_CATEGORIES, SupportRequest } from "#core/contact/contact-request.ts";
import {
  contactErrorText,
  contactFieldIssues,
  fileToBase64,
  sendContact,
} from "#web/features/content/shared/support-contact-api.ts";
import { useHydrated } from "#web/features/content/shared/use-hydrated.ts";
import { useSchemaForm } from "#web/lib/use-schema-form.ts";
import { Button, SubmitButton } from "#web/ui/button.tsx";
import { SelectField, TextareaField, TextField } from "#web/ui/field.tsx";
import { EmailField, FullNameField } from "#web/ui/person-fields.tsx";
import { AttachmentPicker } from "./attachment-picker.tsx";

const SupportFormSchema = SupportRequest.pick({
  name: true,
  email: true,
  subject: true,
  category: true,
  message: true,
});
type SupportFormInput = z.input<typeof SupportFormSchema>;
type SupportFormValues = z.output<typeof SupportFormSchema>;
type Field = keyof SupportFormValues;

const EMPTY: SupportFormInput = { name: "", email: "", subject: "", category: "" as never, message: "" };

/** The support request form; on success it gives way to a confirmation. */
export function SupportForm() {
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const form = useSchemaForm(SupportFormSchema, EMPTY);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const attachments = await Promise.all(
        files.map(async (file) => ({ name: file.name, data: await fileToBase64(file) })),
      );
      await sendContact({ kind: "support", ...values, attachments });
      setSentTo(values.email);
      form.reset(EMPTY);
      setFiles([]);
      requestAnimationFrame(() => confirmationRef.current?.focus());
    } catch (error) {
      for (const issue of contactFieldIssues(error)) {
        if (issue.path in EMPTY) form.setError(issue.path as Field, { message: issue.message });
      }
      setFailure(contactErrorText(error));
    }
  });

  if (sentTo) {
    return (
      <div
        ref={confirmationRef}
        tabIndex={-1}
        role="status"
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 outline-none"
      >
        <CheckCircle2 aria-hidden="true" className="h-8 w-8 text-emerald-700" />
        <h2 className="mt-3 text-xl font-bold text-slate-900">Chamado enviado!</h2>
        <p className="mt-2 text-slate-700">
          Recebemos sua mensagem e enviamos uma confirmação para <strong>{sentTo}</strong>. Nossa equipe
          responde por e-mail em até 24 horas úteis.
        </p>
        <Button variant="secondary" className="mt-5" onClick={() => setSentTo(null)}>
          Enviar outra mensagem
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-labelledby="form-suporte-titulo"
    >
      <h2 id="form-suporte-titulo" className="text-xl font-bold text-slate-900">
        Fale com o suporte
      </h2>
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FullNameField error={errors.name?.message} {...form.register("name")} />
        <EmailField error={errors.email?.message} {...form.register("email")} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Assunto" error={errors.subject?.message} {...form.register("subject")} />
        <SelectField label="Categoria" error={errors.category?.message} {...form.register("category")}>
          <option value="">Selecione uma categoria</option>
          {SUPPORT_CATEGORIES.map((category) => (
            <option key={category.id} value={category.id}>
              {category.label}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        label="Mensagem"
        hint="Conte o que aconteceu, em que etapa e, se houver, a mensagem de erro que apareceu."
        rows={6}
        error={errors.message?.message}
        {...form.register("message")}
      />
      <AttachmentPicker files={files} onChange={setFiles} disabled={isSubmitting || !hydrated} />
      <p className="text-xs text-slate-600">
        Usamos seus dados apenas para responder a este chamado, como descrito na{" "}
        <Link
          to="/politica-de-privacidade"
          className="font-medium text-brand-800 underline underline-offset-2"
        >
          Política de Privacidade
        </Link>
        .
      </p>
      <SubmitButton
        busy={isSubmitting}
        busyLabel="Enviando..."
        disabled={!hydrated}
        className="w-full sm:w-auto sm:self-start"
      >
        Enviar mensagem
      </SubmitButton>
    </form>
  );
}
