import type { ReactNode } from "react";
import type { FaqItem } from "./help-faq.ts";

/** One question that opens to its answer; `children` follow the answer's paragraphs. */
export function FaqDetails({
  item,
  id,
  open,
  children,
}: {
  item: FaqItem;
  id?: string;
  open?: boolean;
  children?: ReactNode;
}) {
  return (
    <details id={id} open={open} className="group px-4 sm:px-5">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        <h3 className="text-base">{item.question}</h3>
        <span aria-hidden="true" className="text-xl text-brand-700 transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="space-y-3 pb-4 leading-relaxed text-slate-700">
        {item.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {children}
      </div>
    </details>
  );
}
