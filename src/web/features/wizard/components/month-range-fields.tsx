import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "#web/ui/field.tsx";

type Props = {
  start: UseFormRegisterReturn;
  /** Registered with `disabled` while the entry is ongoing, so the form leaves the end date out. */
  end: UseFormRegisterReturn;
  errors?: { dataInicio?: { message?: string }; dataFim?: { message?: string } };
  /** Says why the end date is off; only while it is. */
  endHint?: string;
};

/** 'Data de início' and 'Data de término' as month pickers; the parent grid places them. */
export function MonthRangeFields({ start, end, errors, endHint }: Props) {
  return (
    <>
      <TextField
        label="Data de início"
        error={errors?.dataInicio?.message}
        type="month"
        placeholder="AAAA-MM"
        {...start}
      />
      <TextField
        label="Data de término"
        error={errors?.dataFim?.message}
        hint={endHint}
        type="month"
        placeholder="AAAA-MM"
        {...end}
      />
    </>
  );
}
