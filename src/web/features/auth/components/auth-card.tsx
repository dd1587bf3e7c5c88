import type { ReactNode } from "react";
import { Card } from "#web/ui/card.tsx";

type AuthCardProps = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The frame of every account screen: a centred card with the page's one heading. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <main className="flex min-h-[calc(100vh-4rem)] justify-center bg-slate-50 px-4 py-8 sm:py-14">
      <Card className="h-fit w-full max-w-md p-5 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description && <div className="mt-2 text-sm text-slate-600">{description}</div>}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-6 border-t border-slate-100 pt-5 text-center text-sm text-slate-700">
            {footer}
          </div>
        )}
      </Card>
    </main>
  );
}

/** The inline link style of the account screens (underlined, AA on white). */
export const authLink =
  "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 rounded-sm";
