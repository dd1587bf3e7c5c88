import { useCallback, useEffect, useRef } from "react";
import type { FieldValues, UseFormGetValues, UseFormWatch } from "react-hook-form";

type WatchedForm<T extends FieldValues> = { watch: UseFormWatch<T>; getValues: UseFormGetValues<T> };

/**
 * Saves a step's form ~300 ms after the person pauses typing, so a reload or a closed tab loses nothing even
 * before the step is submitted. It listens to the form rather than re-rendering with it: a key press costs the
 * page no render, and the values are read and compared once per pause. Returns cancel(), for a submit that
 * saves the validated values itself.
 */
export function useFormAutosave<T extends FieldValues>(
  form: WatchedForm<T>,
  save: (values: T) => void,
  delayMs = 300,
): { cancel: () => void } {
  const saveRef = useRef(save);
  const pending = useRef(false);

  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    // Compared by content: values typed back to what is saved (or a form that only registered its fields)
    // must not save, since saving re-renders the page.
    let saved = JSON.stringify(form.getValues());
    let timer: number | undefined;
    const flush = () => {
      window.clearTimeout(timer);
      if (!pending.current) return;
      pending.current = false;
      const values = form.getValues();
      const serialized = JSON.stringify(values);
      if (serialized === saved) return;
      saved = serialized;
      saveRef.current(values);
    };
    const { unsubscribe } = form.watch(() => {
      pending.current = true;
      window.clearTimeout(timer);
      timer = window.setTimeout(flush, delayMs);
    });
    // Leaving the step or closing the tab inside the pause still saves the last keystrokes.
    window.addEventListener("pagehide", flush);
    return () => {
      unsubscribe();
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [form, delayMs]);

  const cancel = useCallback(() => {
    pending.current = false;
  }, []);
  return { cancel };
}
