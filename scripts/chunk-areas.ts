/**
 * Build-time chunk groups: the small chunks automatic splitting would make, gathered by the areas of the app
 * that use them.
 *
 * Rolldown's automatic splitting makes one chunk per set of pages sharing modules, so a page built of many
 * small shared modules (each icon, each helper) asks for dozens of files, which HTTP/1.1's six connections
 * fetch in rounds, a round trip each (on a phone's network, 150 ms or more). Here every such chunk that would
 * be small goes instead into one chunk per set of areas using it (public pages, the wizard, the signed-in
 * pages) and of larger chunks it makes its pages load: a page then asks for a handful of files, some carrying
 * a few small modules a sibling page of its area uses, never a sibling's larger imports. Left alone: chunks of
 * a worthwhile size, modules of one page (they stay in it), those of the entry and those the home page needs
 * (its first visit has a budget of its own). See docs/decisions/0037-small-chunks-by-area.md.
 */

type ModuleInfo = {
  id: string;
  code: string | null;
  isEntry: boolean;
  importers: string[];
  dynamicImporters: string[];
  importedIds: string[];
  dynamicallyImportedIds: string[];
};
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

/** Below this much code (characters before minification) a chunk of its own costs more than it saves. */
const SMALL_CHUNK = 8_000;
/** Code a gathered chunk may make its pages load though some do not need it (icons' shared core, ~1.5 KB gzipped). */
const SMALL_IMPORT = 12_000;
const AREAS: [name: string, test: RegExp][] = [
  ["wizard", /\/src\/web\/features\/(wizard|improve)\//],
  [
    "signed-in",
    /\/src\/web\/features\/(dashboard|account)\/|\/src\/web\/features\/billing\/(plan|payment)-page/,
  ],
];
const HOME = /\/src\/web\/features\/landing\/landing-page\.tsx$/;

const areaOf = (page: string) => AREAS.find(([, test]) => test.test(page))?.[0] ?? "public";

/** Every module's group name (or null), worked out once for the whole graph. */
function groupNames(start: string, graph: ModuleGraph): Map<string, string | null> {
  const info = (id: string) => graph.getModuleInfo(id);
  // The whole graph, from the entries.
  const all = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (all.has(id)) continue;
    all.add(id);
    const module = info(id);
    if (module)
      stack.push(
        ...module.importers,
        ...module.dynamicImporters,
        ...module.importedIds,
        ...module.dynamicallyImportedIds,
      );
  }
  // The pages (an entry, or a module loaded by import()) whose static imports reach each module.
  const pagesOf = new Map<string, Set<string>>();
  const pagesReaching = (id: string): Set<string> => {
    const known = pagesOf.get(id);
    if (known) return known;
    const pages = new Set<string>();
    pagesOf.set(id, pages);
    const module = info(id);
    if (!module) return pages;
    if (module.isEntry || module.dynamicImporters.length > 0) pages.add(id);
    for (const importer of module.importers) for (const page of pagesReaching(importer)) pages.add(page);
    return pages;
  };
  // What automatic splitting would do: one chunk per set of pages, here with its size.
  const chunkOf = new Map<string, string>();
  const chunkSize = new Map<string, number>();
  for (const id of all) {
    const key = [...pagesReaching(id)].sort().join("\n");
    chunkOf.set(id, key);
    chunkSize.set(key, (chunkSize.get(key) ?? 0) + (info(id)?.code?.length ?? 0));
  }
  // What the entry loads statically is on every page already.
  const onEveryPage = new Set<string>();
  const entries = [...all].filter((id) => info(id)?.isEntry);
  const pending = [...entries];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (onEveryPage.has(id)) continue;
    onEveryPage.add(id);
    pending.push(...(info(id)?.importedIds ?? []));
  }
  // How much code importing `id` brings that is not on every page already.
  const importedSizes = new Map<string, number>();
  const importedSize = (id: string): number => {
    let size = importedSizes.get(id);
    if (size !== undefined) return size;
    const seen = new Set<string>();
    const stack = [id];
    size = 0;
    while (stack.length > 0) {
      const next = stack.pop() as string;
      if (seen.has(next) || onEveryPage.has(next)) continue;
      seen.add(next);
      size += info(next)?.code?.length ?? 0;
      stack.push(...(info(next)?.importedIds ?? []));
    }
    importedSizes.set(id, size);
    return size;
  };
  // Gathered: modules automatic splitting would put in a small chunk shared by several pages, none of them the
  // entry or the home page.
  const gathered = new Set<string>();
  for (const id of all) {
    const pages = [...pagesReaching(id)];
    const key = chunkOf.get(id) as string;
    if ((chunkSize.get(key) ?? 0) >= SMALL_CHUNK || pages.length < 2) continue;
    if (pages.some((page) => info(page)?.isEntry || HOME.test(page))) continue;
    gathered.add(id);
  }
  // A gathered chunk imports what its modules import, so a page loading it for one module would also load
  // another's larger imports (the resume schemas, say). Modules are therefore gathered by the larger chunks
  // they bring, directly or through other gathered modules, as well as by area: every page loading a chunk
  // needs those anyway. Small ones (the icons' shared core, under SMALL_IMPORT) are not worth a chunk apart.
  const bringsMemo = new Map<string, Set<string>>();
  const brings = (id: string): Set<string> => {
    const known = bringsMemo.get(id);
    if (known) return known;
    const large = new Set<string>();
    bringsMemo.set(id, large);
    for (const dep of info(id)?.importedIds ?? []) {
      if (onEveryPage.has(dep)) continue;
      if (gathered.has(dep)) for (const other of brings(dep)) large.add(other);
      else if (importedSize(dep) >= SMALL_IMPORT) large.add(dep);
    }
    return large;
  };
  // A package by its name, a module of the app by its file's.
  const nameOf = (id: string) =>
    /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1]?.replace("/", "-") ??
    (id.split("/").pop() as string).replace(/\.[^.]+$/, "");
  const names = new Map<string, string | null>();
  for (const id of all) {
    if (!gathered.has(id)) {
      names.set(id, null);
      continue;
    }
    const areas = [...new Set([...pagesReaching(id)].map(areaOf))].sort();
    const large = [...new Set([...brings(id)].map(nameOf))].sort();
    names.set(id, ["shared", areas.join("-"), ...large].join("~"));
  }
  return names;
}

/** A code-splitting group's name function: the chunk `id` goes to, or null for automatic splitting. */
export function smallChunksByArea() {
  let seen: ModuleGraph | undefined;
  let names = new Map<string, string | null>();
  return (id: string, graph: ModuleGraph): string | null => {
    if (graph !== seen || !names.has(id)) {
      seen = graph;
      names = groupNames(id, graph);
    }
    return names.get(id) ?? null;
  };
}
