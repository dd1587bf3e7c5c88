import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { PersonalInfoForm } from "#core/resume/personal-info.ts";
import { Field, Input } from "#web/ui/field.tsx";

type Props = { register: UseFormRegister<PersonalInfoForm>; errors: FieldErrors<PersonalInfoForm> };

/** The contact fields, typed so phones offer the right keyboard and the browser can autofill them. */
export function PersonalInfoFields({ register, errors }: Props) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field label="Nome completo" error={errors.nomeCompleto?.message}>
          {(f) => (
            <Input
              id={f.id}
              aria-describedby={f.describedBy}
              invalid={f.invalid}
              autoComplete="name"
              autoCapitalize="words"
              placeholder="Ex.: Maria da Silva Santos"
              {...register("nomeCompleto")}
            />
          )}
        </Field>
      </div>
      <Field label="E-mail" error={errors.email?.message}>
        {(f) => (
          <Input
            id={f.id}
            aria-describedby={f.describedBy}
            invalid={f.invalid}
            type="email"
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="seuemail@exemplo.com"
            {...register("email")}
          />
        )}
      </Field>
      <Field label="Telefone" error={errors.telefone?.message}>
        {(f) => (
          <Input
            id={f.id}
            aria-describedby={f.describedBy}
            invalid={f.invalid}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(11) 98765-4321"
            {...register("telefone")}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field
          label="Cidade e Estado"
          error={errors.cidadeEstado?.message}
          hint="A cidade, uma vírgula e a sigla do estado."
        >
          {(f) => (
            <Input
              id={f.id}
              aria-describedby={f.describedBy}
              invalid={f.invalid}
              autoComplete="address-level2"
              placeholder="São Paulo, SP"
              {...register("cidadeEstado")}
            />
          )}
        </Field>
      </div>
      <Field label="LinkedIn (opcional)" error={errors.linkedin?.message}>
        {(f) => (
          <Input
            id={f.id}
            aria-describedby={f.describedBy}
            invalid={f.invalid}
            type="url"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="linkedin.com/in/seu-nome"
            {...register("linkedin")}
          />
        )}
      </Field>
      <Field label="Site/Portfólio (opcional)" error={errors.sitePortfolio?.message}>
        {(f) => (
          <Input
            id={f.id}
            aria-describedby={f.describedBy}
            invalid={f.invalid}
            type="url"
            autoComplete="url"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="seusite.com.br"
            {...register("sitePortfolio")}
          />
        )}
      </Field>
    </div>
  );
}
