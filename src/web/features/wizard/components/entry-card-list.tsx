import Plus from "lucide-react/icons/plus";
import { Fragment, type ReactNode, useRef } from "react";
import { buttonClasses } from "#web/ui/button.tsx";

type Props = {
  /** The form array's fields; only their ids are read, as keys. */
  items: ReadonlyArray<{ id: string }>;
  /** A message about the list as a whole, e.g. that it needs at least one entry. */
  error?: string;
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** onRemove is undefined for the last card left. */
  renderCard: (item: { id: string }, index: number, onRemove: (() => void) | undefined) => ReactNode;
};

/** The cards of a repeatable step (experiences, courses) with the list's error and the add button. */
export function EntryCardList({ items, error, addLabel, onAdd, onRemove, renderCard }: Props) {
  const addButton = useRef<HTMLButtonElement>(null);
  const removerFor = (index: number) =>
    items.length > 1
      ? () => {
          onRemove(index);
          // The removed card took the focus with it; the add button sits where the list ends.
          addButton.current?.focus();
        }
      : undefined;

  return (
    <>
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      {items.map((item, index) => (
        <Fragment key={item.id}>{renderCard(item, index, removerFor(index))}</Fragment>
      ))}
      <button
        ref={addButton}
        type="button"
        className={buttonClasses("secondary", "md", "self-start")}
        onClick={onAdd}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        {addLabel}
      </button>
    </>
  );
}
