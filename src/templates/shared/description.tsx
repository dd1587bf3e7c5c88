import { descriptionBlocks } from "#core/view/description-blocks.ts";

/** A description with the person's own line breaks; bullet lines become a real list. */
export function Description({ text }: { text: string }) {
  const blocks = descriptionBlocks(text);
  if (blocks.length === 0) return null;
  return (
    <div className="v-desc">
      {blocks.map((block, index) =>
        block.kind === "text" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity beyond their position
          <p key={index}>{block.text}</p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <ul key={index}>
            {block.items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same line may be typed twice
              <li key={i}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
