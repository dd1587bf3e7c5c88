import { useCallback, useEffect, useRef } from "react";

/**
 * Saves what the person is typing ~300 ms after they pause, so a reload or a closed tab loses nothing even
 * before the step is submitted. Returns cancel(), for a submit that saves the validated values itself.
 */
export function useDebouncedSave<T>(
  value: T,
  save: (value: T) => void,
  delayMs = 300,
): { cancel: () => void } {
  const saveRef = useRef(save);
  const pending = useRef<{ value: T } | null>(null);
  // Compared by content: a re-render with equal values must not save again (saving re-renders the page).
  const serialized = JSON.stringify(value);
  const lastSaved = useRef(serialized);

  useEffect(() => {
    saveRef.current = save;
  });

  const flush = useCallback(() => {
    const next = pending.current;
    pending.current = null;
    if (next) saveRef.current(next.value);
  }, []);

  const cancel = useCallback(() => {
    pending.current = null;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `serialized` stands for `value`'s content
  useEffect(() => {
    if (serialized === lastSaved.current) return;
    lastSaved.current = serialized;
    pending.current = { value };
    const timer = window.setTimeout(flush, delayMs);
    return () => window.clearTimeout(timer);
  }, [serialized, delayMs, flush]);

  // Leaving the step or closing the tab inside the pause still saves the last keystrokes.
  useEffect(() => {
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [flush]);

  return { cancel };
}
