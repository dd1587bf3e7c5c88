import LoaderCircle from "lucide-react/icons/loader-circle";
import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "#web/ui/button.tsx";

type SuggestionButtonProps = {
  loading: boolean;
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
  variant?: ButtonVariant;
  className?: string;
};

/**
 * A button that starts the simulated AI. While it works the label reads 'Gerando sugestões...' and the button
 * is aria-disabled rather than disabled, so keyboard focus stays on it instead of falling to the page.
 */
export function SuggestionButton({
  loading,
  icon,
  children,
  onClick,
  variant,
  className,
}: SuggestionButtonProps) {
  return (
    <Button
      variant={variant}
      aria-disabled={loading || undefined}
      onClick={() => {
        if (!loading) onClick();
      }}
      className={`${loading ? "cursor-wait opacity-70" : ""} ${className ?? ""}`}
    >
      {loading ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : icon}
      {loading ? "Gerando sugestões..." : children}
    </Button>
  );
}
