import { describe, expect, it } from "vitest";
import { findViolations } from "./layer-rules.ts";

const src = "/repo/src";
const check = (path: string, source: string) => findViolations(src, [{ path: `${src}/${path}`, source }]);

describe("layer rules", () => {
  it("lets core import only core", () => {
    expect(check("core/a.ts", 'import { b } from "./b.ts";')).toEqual([]);
    expect(check("core/a.ts", 'import { T } from "#templates/t.tsx";')).toHaveLength(1);
    expect(check("core/a.ts", 'import { x } from "../web/x.ts";')).toHaveLength(1);
  });

  it("lets templates import core but not web or server", () => {
    expect(check("templates/t.tsx", 'import { R } from "#core/resume/resume-data.ts";')).toEqual([]);
    expect(check("templates/t.tsx", 'import { s } from "#server/app.ts";')).toHaveLength(1);
  });

  it("never lets web import server, even lazily", () => {
    expect(check("web/app/x.tsx", 'const m = import("#server/db/schema.ts");')).toHaveLength(1);
    expect(check("web/app/x.tsx", 'import { T } from "#templates/t.tsx";')).toEqual([]);
  });

  it("keeps web features apart but lets the app compose them", () => {
    expect(check("web/features/a/p.tsx", 'import { q } from "#web/features/b/q.ts";')).toHaveLength(1);
    expect(check("web/features/a/p.tsx", 'export { q } from "../b/q.ts";')).toHaveLength(1);
    expect(check("web/features/a/p.tsx", 'import { Button } from "#web/ui/button.tsx";')).toEqual([]);
    expect(check("web/app/router.tsx", 'import("#web/features/a/p.tsx")')).toEqual([]);
  });

  it("ignores packages", () => {
    expect(check("core/a.ts", 'import { z } from "zod";')).toEqual([]);
  });
});
