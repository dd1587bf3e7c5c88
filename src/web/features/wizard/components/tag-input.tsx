import Plus from "lucide-react/icons/plus";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { messages } from "#core/messages.ts";
import { RESUME_LIMITS } from "#core/resume/limits.ts";
import { addSkill, canAddSkill, hasSkill, removeSkill } from "#core/resume/skills.ts";
import { Button } from "#web/ui/button.tsx";
import { Input } from "#web/ui/field.tsx";
import { TagInputChip } from "./tag-input-chip.tsx";

type TagInputProps = {
  label: string;
  /** The text field's name, so a form submit can still pick up a tag typed but not yet added. */
  name: string;
  values: readonly string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  hint?: string;
};

/**
 * A list of short tags: Enter or 'Adicionar' adds (empty and exact duplicates ignored), each tag removable.
 * A full list (decision 0020) refuses a new tag with a visible message and keeps what was typed.
 */
export function TagInput({ label, name, values, onChange, placeholder, hint }: TagInputProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const [limitError, setLimitError] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  function add() {
    const skill = text.trim();
    if (skill && !canAddSkill(values) && !hasSkill(values, skill)) {
      setLimitError(messages.habilidadesMax);
      inputRef.current?.focus();
      return;
    }
    setLimitError("");
    const next = addSkill(values, text);
    if (next.length > values.length) {
      onChange(next);
      setAnnouncement(`${skill} adicionada`);
    } else if (skill) {
      setAnnouncement(`${skill} já está na lista`);
    }
    setText("");
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds a tag instead of submitting the step's form.
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  }

  function remove(skill: string, index: number) {
    onChange(removeSkill(values, skill));
    setAnnouncement(`${skill} removida`);
    setLimitError("");
    // Keep keyboard users in place: the next tag's remove button, else the previous, else the field.
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button") ?? [];
    const target = buttons[index + 1] ?? buttons[index - 1];
    if (target) target.focus();
    else inputRef.current?.focus();
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          name={name}
          value={text}
          maxLength={RESUME_LIMITS.habilidade}
          invalid={limitError !== ""}
          autoComplete="off"
          enterKeyHint="done"
          placeholder={placeholder}
          aria-describedby={
            [hint && `${id}-hint`, limitError && `${id}-limit`].filter(Boolean).join(" ") || undefined
          }
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1"
        />
        <Button variant="secondary" onClick={add} className="shrink-0">
          <Plus aria-hidden="true" className="h-4 w-4" />
          Adicionar<span className="sr-only"> {label.toLowerCase()}</span>
        </Button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {limitError && (
        <p id={`${id}-limit`} role="alert" className="text-sm text-red-700">
          {limitError}
        </p>
      )}
      {values.length > 0 ? (
        <ul ref={listRef} aria-label={`${label} adicionadas`} className="flex flex-wrap gap-2 pt-1">
          {values.map((skill, index) => (
            <TagInputChip key={skill} skill={skill} onRemove={() => remove(skill, index)} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Nenhuma habilidade adicionada ainda.</p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
