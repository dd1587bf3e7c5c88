import { type FormEvent, useRef, useState } from "react";
import { useHydrated } from "#web/features/content/shared/use-hydrated.ts";
import { Button } from "#web/ui/button.tsx";
import { TextField } from "#web/ui/field.tsx";
import { localEmailError, newsletterErrorText, subscribeToNewsletter } from "./newsletter-api.ts";

/** The blog's newsletter field: validates, posts to the server and says what the server answered. */
export function NewsletterForm() {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [confirmed, setConfirmed] = useState<string>();
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const email = input.current?.value.trim() ?? "";
    setConfirmed(undefined);
    const problem = localEmailError(email);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setSending(true);
    try {
      await subscribeToNewsletter(email);
      setConfirmed(`Inscrição confirmada! Enviamos uma mensagem de boas-vindas para ${email}.`);
      if (input.current) input.current.value = "";
    } catch (cause) {
      setError(newsletterErrorText(cause));
      input.current?.focus();
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="newsletter-titulo" className="rounded-2xl bg-brand-50 p-6 sm:p-10">
      <h2 id="newsletter-titulo" className="text-2xl font-bold text-slate-900">
        Receba novos artigos por e-mail
      </h2>
      <p className="mt-2 max-w-xl text-slate-700">
        Dicas de currículo, entrevistas e carreira, sem excesso de mensagens. Você pode cancelar quando
        quiser.
      </p>
      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:w-96">
          <TextField
            ref={input}
            label="Seu e-mail"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="nome@example.com"
            error={error}
            onChange={() => error && setError(undefined)}
          />
        </div>
        <Button type="submit" size="md" disabled={sending || !hydrated} className="sm:mt-7">
          {sending ? "Enviando..." : "Assinar"}
        </Button>
      </form>
      <p role="status" className="mt-4 font-medium text-brand-800 empty:hidden">
        {confirmed}
      </p>
    </section>
  );
}
