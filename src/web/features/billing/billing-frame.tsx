import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#web/ui/button.tsx";
import { Card } from "#web/ui/card.tsx";
import { cn } from "#web/ui/cn.ts";

/** The frame of the payment screens: a centred card on the soft background, phone-first. */
export function BillingFrame({
  children,
  wide = false,
  labelledBy,
}: {
  children: ReactNode;
  wide?: boolean;
  labelledBy?: string;
}) {
  return (
    <main
      aria-labelledby={labelledBy}
      className="flex min-h-[calc(100vh-4rem)] justify-center bg-slate-50 px-4 py-8 sm:py-14"
    >
      <Card className={cn("h-fit w-full p-5 sm:p-8", wide ? "max-w-3xl" : "max-w-md")}>{children}</Card>
    </main>
  );
}

/** 'Voltar' at the foot of an offer, to the page the offer was opened from. */
export function BillingBackLink({ to }: { to: string }) {
  return (
    <Link to={to} className={buttonClasses("ghost", "md", "mt-4 w-full")}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Voltar
    </Link>
  );
}
