import X from "lucide-react/icons/x";

/** One added tag with its remove button (a 40 px target, as fingers need). */
export function TagInputChip({ skill, onRemove }: { skill: string; onRemove: () => void }) {
  return (
    <li className="flex h-10 max-w-full items-center rounded-full border border-brand-200 bg-brand-50 pl-3.5 text-sm font-medium text-brand-900">
      <span className="truncate">{skill}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remover ${skill}`}
        className="ml-0.5 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-brand-600"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}
