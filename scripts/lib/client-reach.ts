/**
 * What a module's client.ts, its browser-safe entry, reaches when it runs: none of it may be
 * marked `server-only`. Turbopack drops an entry's unused exports before it looks, webpack
 * does not, so a client-safe helper taken from another module's index.ts (which also exports
 * server code) builds with one bundler and fails with the other; take it from that module's
 * client.ts. dependency-cruiser's `reachable` rules cannot say this: they follow type-only
 * imports, which the compiler erases, and every staff form's state type comes that way.
 */

export type RuntimeModule = {
  source: string;
  dependencies: { resolved: string; dependencyTypes: string[] }[];
};

export type ServerOnlyReach = {
  entry: string;
  /** The imports from the entry to the module that is marked `server-only`, in order. */
  through: string[];
};

const clientEntry = /^lib\/[^/]+\/client[.]ts$/;
/** lib/db/client.ts is the database's client, not a browser entry. */
const notBrowserEntries = /^lib\/db\//;
const serverOnly = /^node_modules\/server-only\//;

export function serverOnlyReachedFromClientEntries(modules: RuntimeModule[]): ServerOnlyReach[] {
  const bySource = new Map(modules.map((cruised) => [cruised.source, cruised]));
  const runtimeImports = (source: string) =>
    (bySource.get(source)?.dependencies ?? []).filter(
      (dependency) => !dependency.dependencyTypes.includes('type-only'),
    );

  const reaches: ServerOnlyReach[] = [];
  for (const entry of bySource.keys()) {
    if (!clientEntry.test(entry) || notBrowserEntries.test(entry)) continue;
    // Breadth first, so that the path reported is a shortest one.
    const cameFrom = new Map<string, string | null>([[entry, null]]);
    const queue = [entry];
    while (queue.length > 0) {
      const source = queue.shift()!;
      const imports = runtimeImports(source);
      if (imports.some(({ resolved }) => serverOnly.test(resolved))) {
        reaches.push({ entry, through: pathTo(source, cameFrom) });
        break;
      }
      for (const { resolved } of imports) {
        if (cameFrom.has(resolved) || !bySource.has(resolved)) continue;
        cameFrom.set(resolved, source);
        queue.push(resolved);
      }
    }
  }
  return reaches;
}

function pathTo(target: string, cameFrom: Map<string, string | null>): string[] {
  const steps: string[] = [];
  for (let at = target, from = cameFrom.get(at); from; at = from, from = cameFrom.get(at)) {
    steps.unshift(`${from} -> ${at}`);
  }
  return steps;
}
