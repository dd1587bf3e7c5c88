/**
 * Build-time chunk groups: the small chunks automatic splitting would make, gathered by the areas of the app
 * that use them.
 *
 * Rolldown's automatic splitting makes one chunk per set of pages sharing modules, so a page built of many
 * small shared modules (each icon, each helper) asks for dozens of files, which HTTP/1.1's six connections
 * fetch in rounds, a round trip each (on a phone's network, 150 ms or more). Here every such chunk that would
 * be small goes instead into one chunk per set of areas using it (public pages, the wizard, the signed-in
 * pages); a page then asks for a handful of files, some carrying a few small modules a sibling page of its area
 * uses. Left alone: chunks of a worthwhile size, modules of one page (they stay in it), those of the entry and
 * those the home page needs (its first visit has a budget of its own).
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
  // Candidates: modules automatic splitting would put in a small chunk shared by several pages, none of them
  // the entry or the home page. Each goes to the chunk of the areas whose pages use it.
  const sizeOf = (id: string) => chunkSize.get(chunkOf.get(id) as string) ?? 0;
  const groupOf = new Map<string, string>();
  for (const id of all) {
    const pages = [...pagesReaching(id)];
    if (sizeOf(id) >= SMALL_CHUNK || pages.length < 2) continue;
    if (pages.some((page) => info(page)?.isEntry || HOME.test(page))) continue;
    groupOf.set(id, `shared-${[...new Set(pages.map(areaOf))].sort().join("-")}`);
  }
  // A gathered chunk imports what its modules import: a module stays out unless each of its imports is on
  // every page, gathered too, in a small chunk, or loaded anyway by every page that loads its chunk (a module
  // importing the resume schemas must not make every wizard step load them). Repeated until nothing more leaves.
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
  for (let changed = true; changed; ) {
    changed = false;
    const loaders = new Map<string, Set<string>>();
    for (const [id, group] of groupOf) {
      const pages = loaders.get(group) ?? new Set<string>();
      for (const page of pagesReaching(id)) pages.add(page);
      loaders.set(group, pages);
    }
    for (const [id, group] of groupOf) {
      const pages = loaders.get(group) as Set<string>;
      const loadedAnyway = (dep: string) => [...pages].every((page) => pagesReaching(dep).has(page));
      const fine = (dep: string) =>
        onEveryPage.has(dep) || groupOf.has(dep) || importedSize(dep) < SMALL_IMPORT || loadedAnyway(dep);
      if ((info(id)?.importedIds ?? []).every(fine)) continue;
      groupOf.delete(id);
      changed = true;
    }
  }
  const names = new Map<string, string | null>();
  for (const id of all) names.set(id, groupOf.get(id) ?? null);
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
