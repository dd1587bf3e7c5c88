import { parseProse, parseSpans } from "./articles-prose-blocks.ts";
import { Prose } from "./content-page.tsx";

type HeadingLevel = 2 | 3;

/**
 * A long text in the content markup (see articles-prose-blocks.ts), with the shared reading style.
 * `headingLevel` keeps headings in order where the text sits under an h2 rather than the page's h1.
 */
export function ArticleProse({ source, headingLevel = 2 }: { source: string; headingLevel?: HeadingLevel }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Prose className="[&_h3]:mt-8 [&_h3]:text-xl">
      {parseProse(source).map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === "heading") return <Heading key={key}>{block.text}</Heading>;
        if (block.kind === "list") {
          const List = block.ordered ? "ol" : "ul";
          return (
            <List key={key}>
              {block.items.map((item) => (
                <li key={item}>
                  <Inline text={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={key}>
            <Inline text={block.text} />
          </p>
        );
      })}
    </Prose>
  );
}

function Inline({ text }: { text: string }) {
  return parseSpans(text).map((span, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the spans of a fixed text never move
    span.strong ? <strong key={index}>{span.text}</strong> : span.text,
  );
}
