import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { RESUME_LIMITS } from "#core/resume/limits.ts";
import type { PersonalInfoForm } from "#core/resume/personal-info.ts";
import { TextField } from "#web/ui/field.tsx";
import { FullNameField } from "#web/ui/person-fields.tsx";
import { useReviewMarks } from "../state/use-review-marks.ts";

type Props = { register: UseFormRegister<PersonalInfoForm>; errors: FieldErrors<PersonalInfoForm> };

/** The contact fields, typed so phones offer the right keyboard and the browser can autofill them. */
export function PersonalInfoFields({ register, errors }: Props) {
  const reviewOf = useReviewMarks();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FullNameField
          error={errors.nomeCompleto?.message}
          review={reviewOf("nome")}
          autoCapitalize="words"
          placeholder="Ex.: Maria da Silva Santos"
          maxLength={RESUME_LIMITS.nome}
          {...register("nomeCompleto")}
        />
      </div>
      <TextField
        label="E-mail"
        error={errors.email?.message}
        review={reviewOf("email")}
        type="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="seuemail@exemplo.com"
        maxLength={RESUME_LIMITS.email}
        {...register("email")}
      />
      <TextField
        label="Telefone"
        error={errors.telefone?.message}
        review={reviewOf("telefone")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="(11) 98765-4321"
        maxLength={RESUME_LIMITS.telefone}
        {...register("telefone")}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Cidade e Estado"
          error={errors.cidadeEstado?.message}
          review={reviewOf("cidade", "estado")}
          hint="A cidade, uma vírgula e a sigla do estado."
          autoComplete="address-level2"
          placeholder="São Paulo, SP"
          maxLength={RESUME_LIMITS.cidade}
          {...register("cidadeEstado")}
        />
      </div>
      <TextField
        label="LinkedIn (opcional)"
        error={errors.linkedin?.message}
        review={reviewOf("linkedin")}
        type="url"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="linkedin.com/in/seu-nome"
        {...register("linkedin")}
      />
      <TextField
        label="Site/Portfólio (opcional)"
        error={errors.sitePortfolio?.message}
        review={reviewOf("sitePortfolio")}
        type="url"
        autoComplete="url"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="seusite.com.br"
        {...register("sitePortfolio")}
      />
    </div>
  );
}
