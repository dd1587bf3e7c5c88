import { memo, useEffect, useRef, useState } from "react";
import type { TemplateId } from "#core/resume/template-id.ts";
import { TemplateThumbnail } from "#web/ui/resume-preview-thumbnail.tsx";

/**
 * The first page of a template filled with the sample person. Each one is a small document of its own, so
 * it is only built when its card comes near the screen; a phone that never scrolls down builds two. It never
 * changes once built: picking another card (each arrow key) leaves all ten alone.
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
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <span ref={ref} className="block aspect-[210/297] w-full bg-white">
      {near && <TemplateThumbnail templateId={templateId} />}
    </span>
  );
});
