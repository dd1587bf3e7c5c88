import type { Control, FieldValues } from "react-hook-form";
import type { ReviewMark } from "#web/ui/field.tsx";
import { DateField } from "./date-field.tsx";

type Props = {
  /** The entry's path in the form ('experiencias.0'). */
  entry: string;
  control: Control<FieldValues>;
  /** The end date is off (and left out of the form's output) while the entry goes on. */
  ongoing: boolean;
  errors?: { dataInicio?: { message?: string }; dataFim?: { message?: string } };
  /** Says why the end date is off; only while it is. */
  endHint?: string;
  review?: { dataInicio?: ReviewMark; dataFim?: ReviewMark };
};

/** 'Data de início' and 'Data de término', each a month (optional) and a year; the parent grid places them. */
export function MonthRangeFields({ entry, control, ongoing, errors, endHint, review }: Props) {
  return (
    <>
      <DateField
        label="Data de início"
        which="início"
        name={`${entry}.dataInicio`}
        control={control}
        error={errors?.dataInicio?.message}
        review={review?.dataInicio}
      />
      <DateField
        label="Data de término"
        which="término"
        name={`${entry}.dataFim`}
        control={control}
        disabled={ongoing}
        error={errors?.dataFim?.message}
        hint={endHint}
        review={ongoing ? undefined : review?.dataFim}
      />
    </>
  );
}
