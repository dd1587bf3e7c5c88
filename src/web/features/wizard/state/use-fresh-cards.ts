import { useEffect, useRef, useState } from "react";

/**
 * After a failed Próximo, the form re-validates on every change, and adding a card counts as one: a card
 * the person has only just added would open covered in red. Such cards keep their messages hidden until
 * the next submit.
 */
export function useFreshCards(fields: ReadonlyArray<{ id: string }>) {
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const adding = useRef(false);

  useEffect(() => {
    if (!adding.current) return;
    adding.current = false;
    const added = fields.at(-1);
    if (added) setFresh((ids) => new Set(ids).add(added.id));
  }, [fields]);

  return {
    /** Call right before append(). */
    willAdd: () => {
      adding.current = true;
    },
    isFresh: (id: string) => fresh.has(id),
    /** Call on every submit: from then on every card shows its messages. */
    reset: () => setFresh(new Set()),
  };
}
