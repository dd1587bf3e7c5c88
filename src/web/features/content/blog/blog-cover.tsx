import type { BlogCategory } from "./blog-posts.ts";

const PALETTES: Record<BlogCategory, { from: string; to: string; shape: string }> = {
  Currículo: { from: "#0f5e5a", to: "#1b998f", shape: "#aee4dc" },
  Entrevistas: { from: "#312e81", to: "#4f46e5", shape: "#c7d2fe" },
  "Primeiro emprego": { from: "#9a3412", to: "#ea580c", shape: "#fed7aa" },
  "Mercado de trabalho": { from: "#075985", to: "#0284c7", shape: "#bae6fd" },
  Carreira: { from: "#831843", to: "#db2777", shape: "#fbcfe8" },
};

/** A number from the slug, so each post's circles sit in their own place, the same on server and browser. */
function seed(slug: string): number {
  let value = 0;
  for (const char of slug) value = (value * 31 + char.charCodeAt(0)) % 997;
  return value;
}

/**
 * A post's cover: a light SVG drawn from its category (colours and a motif) and its slug (placement).
 * Decorative: the title next to it says what the post is about.
 */
export function BlogCover({
  slug,
  category,
  className,
}: {
  slug: string;
  category: BlogCategory;
  className?: string;
}) {
  const palette = PALETTES[category];
  const n = seed(slug);
  const gradientId = `capa-${slug}`;
  return (
    <svg viewBox="0 0 320 180" className={className} aria-hidden="true" preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.from} />
          <stop offset="1" stopColor={palette.to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${gradientId})`} />
      <circle cx={40 + (n % 240)} cy={30 + (n % 60)} r={50 + (n % 30)} fill={palette.shape} opacity="0.18" />
      <circle
        cx={280 - (n % 120)}
        cy={150 - (n % 40)}
        r={28 + (n % 20)}
        fill={palette.shape}
        opacity="0.25"
      />
      <g transform="translate(160 90)" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round">
        <Motif category={category} />
      </g>
    </svg>
  );
}

function Motif({ category }: { category: BlogCategory }) {
  switch (category) {
    case "Currículo":
      return (
        <>
          <rect x="-32" y="-44" width="64" height="88" rx="6" fill="#fff" fillOpacity="0.15" />
          <circle cx="-12" cy="-22" r="8" />
          <path d="M4 -26h16M4 -16h12M-20 2h40M-20 14h40M-20 26h28" />
        </>
      );
    case "Entrevistas":
      return (
        <>
          <path d="M-50 -30h52a8 8 0 0 1 8 8v24a8 8 0 0 1-8 8h-30l-14 12v-12h-8a8 8 0 0 1-8-8v-24a8 8 0 0 1 8-8z" />
          <path d="M18 -6h32a8 8 0 0 1 8 8v20a8 8 0 0 1-8 8h-4v10l-12-10h-16" strokeOpacity="0.7" />
        </>
      );
    case "Primeiro emprego":
      return (
        <>
          <path d="M-30 30v-40l30 -22 30 22v40z" fill="#fff" fillOpacity="0.15" />
          <path d="M-40 -2l40 -30 40 30M-10 30v-22h20v22" />
        </>
      );
    case "Mercado de trabalho":
      return (
        <>
          <path d="M-50 36h100" />
          <path d="M-36 36v-24M-12 36v-40M12 36v-30M36 36v-56" strokeWidth="10" strokeOpacity="0.8" />
        </>
      );
    default:
      return (
        <>
          <path d="M-50 30l30-30 20 18 46-46" />
          <path d="M30 -30h16v16" />
        </>
      );
  }
}
