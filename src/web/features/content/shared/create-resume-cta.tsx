import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#web/ui/button.tsx";

/** The call to start a resume that closes a content page: a heading, a sentence, the button. */
export function CreateResumeCta({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside className="mt-16 rounded-2xl bg-brand-50 p-6 text-center sm:p-10">
      <h2 className="text-2xl font-bold text-slate-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-700">{children}</p>
      <Link to="/choose-option" className={buttonClasses("primary", "lg", "mt-6")}>
        Criar meu currículo
      </Link>
    </aside>
  );
}
