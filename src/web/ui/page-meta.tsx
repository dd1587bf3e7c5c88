import { useLocation } from "react-router";
import { absoluteUrl } from "#web/lib/site-url.ts";

type PageMetaProps = {
  title: string;
  description: string;
  /** The canonical path; defaults to the current one. */
  path?: string;
  /** "article" for blog posts and career articles; "website" otherwise. */
  type?: "website" | "article";
  /** Pages search engines should not list (not-found, private pages). */
  noindex?: boolean;
};

/**
 * A page's title, description, canonical link and Open Graph tags for the browser tab, search engines and
 * link previews. React 19 hoists these tags into <head>; the prerender moves them there in the static HTML.
 * Every public page renders one.
 */
export function PageMeta({ title, description, path, type = "website", noindex = false }: PageMetaProps) {
  const { pathname } = useLocation();
  const fullTitle = `${title} | Vitae`;
  const url = absoluteUrl(path ?? pathname);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      {!noindex && <meta property="og:url" content={url} />}
      <meta property="og:site_name" content="Vitae" />
      <meta property="og:locale" content="pt_BR" />
    </>
  );
}
