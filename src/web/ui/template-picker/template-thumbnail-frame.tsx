import { memo, useEffect, useRef, useState } from "react";
import type { TemplateId } from "#core/resume/template-id.ts";
import { whenIdle } from "#web/lib/when-idle.ts";
import { TemplateThumbnail } from "#web/ui/resume-preview-thumbnail.tsx";

/**
 * The first page of a template filled with the sample person. Each one is a small document of its own: those
 * near the screen are built at once, the others one at a time while the browser is idle, so scrolling or
 * arrowing down to a card finds it ready instead of building it in the middle of the gesture (at 4× slower
 * CPU that took up to 180 ms per card, and a key pressed meanwhile waited). It never changes once built:
 * picking another card (each arrow key) leaves all ten alone.
 */
export const TemplateThumbnailFrame = memo(function TemplateThumbnailFrame({
  templateId,
}: {
  templateId: TemplateId;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const build = () => setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) build();
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(element);
    const cancel = buildWhenIdle(build);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [near]);

  return (
    <span ref={ref} className="block aspect-[210/297] w-full bg-white">
      {near && <TemplateThumbnail templateId={templateId} />}
    </span>
  );
});

// Thumbnails waiting to be built, in the grid's order: one per idle moment, so building them never becomes
// one long task of its own.
const waiting: (() => void)[] = [];
let scheduled = false;

function buildWhenIdle(build: () => void): () => void {
  waiting.push(build);
  buildNext();
  return () => {
    const index = waiting.indexOf(build);
    if (index >= 0) waiting.splice(index, 1);
  };
}

function buildNext() {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  whenIdle(() => {
    scheduled = false;
    waiting.shift()?.();
    buildNext();
  });
}
