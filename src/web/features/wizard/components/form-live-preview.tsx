import { type Control, type DeepPartialSkipArrayKey, type FieldValues, useWatch } from "react-hook-form";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { LivePreview } from "./live-preview.tsx";

type FormLivePreviewProps<T extends FieldValues, C, O> = {
  control: Control<T, C, O>;
  /** The draft as saved; what the form holds now is laid over it. */
  data: ResumeData;
  /** The form's values, half typed as they may be, as the resume's fields. */
  toResume: (values: DeepPartialSkipArrayKey<T>) => Partial<ResumeData>;
};

/**
 * The live preview of a step's form. It follows the form on its own, so a key press re-renders the preview
 * and not the form, the step's shell and every field around it.
 */
export function FormLivePreview<T extends FieldValues, C, O>({
  control,
  data,
  toResume,
}: FormLivePreviewProps<T, C, O>) {
  const values = useWatch({ control });
  return <LivePreview data={{ ...data, ...toResume(values) }} />;
}
