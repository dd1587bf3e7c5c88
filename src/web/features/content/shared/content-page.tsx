import type { ReactNode } from "react";
import { cn } from "#web/ui/cn.ts";
import { PageMeta } from "#web/ui/page-meta.tsx";

type ContentPageProps = {
  /** The tab title (without " | Vitae") and the page's h1 unless `heading` is given. */
  title: string;
  /** The meta description: one or two sentences that make someone click in a search result. */
  description: string;
  /** A visible h1 different from the tab title. */
  heading?: string;
  /** A short label above the heading ("Legal", "Empresa"…). */
  eyebrow?: string;
  /** The lead paragraph under the heading. */
  intro?: ReactNode;
  /** Extra content in the hero, under the intro (a date, buttons). */
  heroExtra?: ReactNode;
  /** `narrow` for long reading (legal, articles), `wide` for grids of cards. */
  width?: "narrow" | "wide";
  children: ReactNode;
};

/**
 * The frame of every public content page: its meta tags, a hero with the h1 and a lead, then the content.
 * Static markup only, so it prerenders and hydrates identically.
 */
export function ContentPage({
  title,
  description,
  heading,
  eyebrow,
  intro,
  heroExtra,
  width = "wide",
  children,
}: ContentPageProps) {
  const container = width === "narrow" ? "max-w-3xl" : "max-w-6xl";
  return (
    <main>
      <PageMeta title={title} description={description} />
      <section className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <div className={cn("mx-auto px-4 pt-10 pb-8 sm:px-6 sm:pt-14 sm:pb-10", container)}>
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          )}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {heading ?? title}
          </h1>
          {intro && (
            <div className="mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-slate-700">{intro}</div>
          )}
          {heroExtra && <div className="mt-5">{heroExtra}</div>}
        </div>
      </section>
      <div className={cn("mx-auto px-4 py-10 sm:px-6 sm:py-14", container)}>{children}</div>
    </main>
  );
}

/**
 * Long-form text written as JSX: headings, paragraphs, lists and links with reading spacing. Child elements
 * keep their semantics; the styling comes from here so pages stay plain.
 */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "text-base leading-relaxed text-slate-700 sm:text-[1.0625rem] sm:leading-8",
        "[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:scroll-mt-20 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 sm:[&_h2]:text-2xl",
        "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900",
        "[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6",
        "[&_ol]:my-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6 [&_li]:pl-1",
        "[&_strong]:font-semibold [&_strong]:text-slate-900",
        "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800",
        "[&>:first-child]:mt-0",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** "Última atualização: …" under a legal page's heading. */
export function LastUpdated({ date }: { date: string }) {
  return <p className="text-sm text-slate-600">Última atualização: {date}</p>;
}
