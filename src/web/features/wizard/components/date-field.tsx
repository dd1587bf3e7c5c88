import { useId, useState } from "react";
import { type Control, type FieldValues, useController } from "react-hook-form";
import { dateFromInputParts, dateInputParts } from "#core/resume/month.ts";
import { FieldMessages, fieldMessageIds, inputClasses, type ReviewMark } from "#web/ui/field.tsx";

const MONTHS = [
  "Janeiro",
  "Fevereiro",
  "Março",
  "Abril",
  "Maio",
  "Junho",
  "Julho",
  "Agosto",
  "Setembro",
  "Outubro",
  "Novembro",
  "Dezembro",
];

type Props = {
  /** 'Data de início', 'Data de término': the group's name. */
  label: string;
  /** 'início', 'término': names the inputs 'Mês de início' and 'Ano de início'. */
  which: string;
  name: string;
  control: Control<FieldValues>;
  /** An ongoing entry's end: the form leaves the value out while it is. */
  disabled?: boolean;
  error?: string;
  hint?: string;
  review?: ReviewMark;
};

/**
 * A date as a month (optional) and a 4-digit year, so a year alone ('2024') can be kept, as many resumes
 * print it; a native select and a numeric text field work on every phone, unlike `<input type=month>`. The
 * value is 'YYYY-MM', 'YYYY', or '' while there is no year (a month picked first waits for it).
 */
export function DateField({ label, which, name, control, disabled, error, hint, review }: Props) {
  const id = useId();
  const { field } = useController({ name, control, disabled });
  const value = typeof field.value === "string" && !disabled ? field.value : "";
  const parts = dateInputParts(value);
  // A month picked before any year waits here; a value set from outside (cleared end date) drops it.
  const [pending, setPending] = useState({ month: "", for: value });
  const waiting = !disabled && pending.for === value ? pending.month : "";
  const month = parts.year ? parts.month : waiting;
  const describedBy = fieldMessageIds(id, {
    hint: Boolean(hint) && !error,
    review: Boolean(review) && !error,
    error: Boolean(error),
  });
  const change = (year: string, nextMonth: string) => {
    const next = dateFromInputParts(year, nextMonth);
    setPending({ month: nextMonth, for: next });
    field.onChange(next);
  };
  const wiring = {
    disabled,
    "aria-describedby": describedBy,
    "aria-invalid": Boolean(error) || undefined,
    onBlur: field.onBlur,
  };
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-1.5"
      onChange={review?.onChecked}
      onBlur={(event) => {
        // Moving between the month and the year is not leaving the field.
        if (!event.currentTarget.contains(event.relatedTarget)) review?.onChecked();
      }}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{label}</legend>
      <div className="grid grid-cols-[minmax(0,1fr)_5rem] gap-2">
        <select
          ref={field.ref}
          name={`${field.name}-mes`}
          aria-label={`Mês de ${which}`}
          value={month}
          onChange={(event) => change(parts.year, event.target.value)}
          className={inputClasses(Boolean(error), "min-w-0 pr-7", Boolean(review))}
          {...wiring}
        >
          <option value="">Mês (opcional)</option>
          {MONTHS.map((monthName, index) => {
            const number = String(index + 1).padStart(2, "0");
            return (
              <option key={number} value={number}>
                {monthName}
              </option>
            );
          })}
        </select>
        <input
          name={`${field.name}-ano`}
          aria-label={`Ano de ${which}`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          placeholder="AAAA"
          value={parts.year}
          onChange={(event) => change(event.target.value, month)}
          className={inputClasses(Boolean(error), undefined, Boolean(review))}
          {...wiring}
        />
      </div>
      <FieldMessages id={id} hint={error ? undefined : hint} review={Boolean(review)} error={error} />
    </fieldset>
  );
}
