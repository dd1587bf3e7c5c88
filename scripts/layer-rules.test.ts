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

  it("keeps web/lib and web/ui below the features", () => {
    expect(check("web/lib/a.ts", 'import { q } from "#web/features/b/q.ts";')).toHaveLength(1);
    expect(check("web/ui/a.tsx", 'import { q } from "../features/b/q.ts";')).toHaveLength(1);
    expect(check("web/ui/a.tsx", 'import "#web/features/b/b.css";')).toHaveLength(1);
    expect(check("web/ui/a.tsx", 'import { cn } from "../lib/cn.ts";')).toEqual([]);
    expect(check("web/features/a/p.tsx", 'import { q } from "../../lib/q.ts";')).toEqual([]);
  });

  it("keeps React and Node's built-in modules out of core", () => {
    for (const spec of ["react", "react-dom", "react/jsx-runtime", "react-dom/server"]) {
      expect(check("core/a.ts", `import x from "${spec}";`)).toEqual([
        `core/a.ts imports ${spec}: core may not import React`,
      ]);
    }
    for (const spec of ["node:fs", "fs", "fs/promises", "path", "crypto", "node:test"]) {
      expect(check("core/a.ts", `import type { X } from "${spec}";`)).toEqual([
        `core/a.ts imports ${spec}: core may not import a Node built-in module`,
      ]);
    }
    expect(check("core/a.ts", 'const m = import("node:crypto");')).toHaveLength(1);
    expect(check("server/a.ts", 'import { readFile } from "node:fs";')).toEqual([]);
    expect(check("templates/t.tsx", 'import { useId } from "react";')).toEqual([]);
  });

  it("ignores other packages", () => {
    expect(check("core/a.ts", 'import { z } from "zod";')).toEqual([]);
    expect(check("core/a.ts", 'import { ptBR } from "date-fns/locale";')).toEqual([]);
    expect(check("core/a.ts", 'import x from "react-router";')).toEqual([]);
    expect(check("core/a.ts", 'import x from "pathe";')).toEqual([]);
  });
});
