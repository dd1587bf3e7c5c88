import { describe, expect, it } from "vitest";
import { smallChunksByArea } from "./chunk-areas.ts";

const ENTRY = "/p/src/web/main.tsx";
const HOME = "/p/src/web/features/landing/landing-page.tsx";
const SKILLS = "/p/src/web/features/wizard/pages/skills-page.tsx";
const SUMMARY = "/p/src/web/features/wizard/pages/summary-page.tsx";
const FINAL = "/p/src/web/features/wizard/pages/final-preview-page.tsx";
const RESUMES = "/p/src/web/features/dashboard/resumes-page.tsx";
const icon = (name: string) => `/p/node_modules/lucide-react/dist/esm/icons/${name}.mjs`;
const ICON_CORE = "/p/node_modules/lucide-react/dist/esm/createLucideIcon.mjs";
const SCHEMAS = "/p/src/core/resume/resume-schema.ts";

/** A module graph: each module's static and dynamic imports, and its size in characters. */
function graph(modules: Record<string, { imports?: string[]; dynamic?: string[]; size?: number }>) {
  const ids = Object.keys(modules);
  const info = (id: string) => {
    const module = modules[id];
    if (!module) return null;
    return {
      id,
      code: "x".repeat(module.size ?? 200),
      isEntry: id === ENTRY,
      importedIds: module.imports ?? [],
      dynamicallyImportedIds: module.dynamic ?? [],
      importers: ids.filter((other) => modules[other]?.imports?.includes(id)),
      dynamicImporters: ids.filter((other) => modules[other]?.dynamic?.includes(id)),
    };
  };
  return { getModuleInfo: info };
}

const app = {
  [ENTRY]: { dynamic: [HOME, SKILLS, SUMMARY, FINAL, RESUMES] },
  [HOME]: { imports: ["/p/src/web/features/landing/hero.tsx", "/p/src/web/ui/card.tsx"] },
  "/p/src/web/features/landing/hero.tsx": {},
  [SKILLS]: { imports: [icon("plus"), "/p/src/web/ui/card.tsx", "/p/src/web/ui/field.tsx"] },
  [SUMMARY]: { imports: [icon("sparkles"), "/p/src/web/ui/field.tsx", "/p/src/web/features/wizard/ai.ts"] },
  [FINAL]: { imports: [icon("trash"), "/p/src/web/features/wizard/ai.ts", "/p/src/web/lib/answers.ts"] },
  [RESUMES]: { imports: [icon("trash"), icon("pencil"), "/p/src/web/lib/answers.ts"] },
  [icon("plus")]: { imports: [ICON_CORE] },
  [icon("trash")]: { imports: [ICON_CORE] },
  [icon("sparkles")]: { imports: [ICON_CORE] },
  [icon("pencil")]: { imports: [ICON_CORE] },
  [ICON_CORE]: { size: 9_000 },
  "/p/src/web/ui/card.tsx": {},
  "/p/src/web/ui/field.tsx": {},
  // A small module of the summary and final steps that needs the schemas, which the summary step does not load.
  "/p/src/web/features/wizard/ai.ts": { imports: [SCHEMAS] },
  "/p/src/web/lib/answers.ts": { imports: [SCHEMAS] },
  [SCHEMAS]: { size: 60_000 },
};

const chunks = () => {
  const name = smallChunksByArea();
  const modules = graph(app);
  return (id: string) => name(id, modules);
};

describe("small chunks gathered by area", () => {
  it("puts a small module shared by pages of one area in that area's chunk", () => {
    const chunkOf = chunks();
    expect(chunkOf(icon("plus"))).toBeNull(); // one page's: stays in it
    expect(chunkOf("/p/src/web/ui/field.tsx")).toBe("shared~wizard");
    expect(chunkOf(icon("sparkles"))).toBeNull();
  });

  it("names the chunk of a module several areas share after all of them", () => {
    expect(chunks()(icon("trash"))).toBe("shared~signed-in-wizard");
  });

  it("leaves alone what the home page needs, so its first visit loads no sibling's code", () => {
    expect(chunks()("/p/src/web/ui/card.tsx")).toBeNull();
  });

  it("gathers a module with the larger chunks it imports apart, so no page loads them for a sibling's sake", () => {
    const chunkOf = chunks();
    // The skills step loads shared~wizard for field.tsx: ai.ts, which needs the schemas, is not in it.
    expect(chunkOf("/p/src/web/features/wizard/ai.ts")).toBe("shared~wizard~resume-schema");
    expect(chunkOf("/p/src/web/lib/answers.ts")).toBe("shared~signed-in-wizard~resume-schema");
  });

  it("lets icons import the icons' small shared core without a chunk apart", () => {
    expect(chunks()(icon("trash"))).toBe("shared~signed-in-wizard"); // not "…~lucide-react"
    expect(chunks()(ICON_CORE)).toBeNull(); // shared by four pages, and big enough to be its own chunk
  });
});
