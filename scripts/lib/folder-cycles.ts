/**
 * Import cycles between lib/ folders, which module-level rules cannot see: lib/a/x.ts may
 * import lib/b/y.ts while lib/b/z.ts imports lib/a/w.ts with no cycle between modules, and
 * yet neither folder can be understood, tested or moved without the other. A module of
 * lib/ counts as its folder (lib/ordering/orders/desk/read.ts is lib/ordering); a file directly in lib/
 * is its own. A cycle inside one folder is allowed.
 */

export type CruisedModule = { source: string; dependencies: { resolved: string }[] };

export type FolderCycleReport = {
  /** Folder edges that close a cycle and are not among the known ones: each fails the check. */
  newEdges: { edge: string; through: string[] }[];
  /** Known edges no longer in a cycle: the list should shrink with them. */
  goneEdges: string[];
  /** Every folder edge inside a cycle, known or new. */
  cycleEdges: string[];
};

export function folderOf(path: string): string | null {
  const parts = path.split('/');
  if (parts[0] !== 'lib' || parts.length < 2) return null;
  return parts.length > 2 ? `lib/${parts[1]}` : path;
}

/** Each edge between two lib/ folders ("lib/a -> lib/b"), with the module imports behind it. */
export function folderEdges(modules: CruisedModule[]): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const cruised of modules) {
    const from = folderOf(cruised.source);
    if (!from) continue;
    for (const { resolved } of cruised.dependencies) {
      const to = folderOf(resolved);
      if (!to || to === from) continue;
      const edge = `${from} -> ${to}`;
      edges.set(edge, [...(edges.get(edge) ?? []), `${cruised.source} -> ${resolved}`]);
    }
  }
  return edges;
}

/** The strongly connected groups of two or more folders (Tarjan's algorithm). */
export function cyclicGroups(edges: Iterable<string>): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const [from, to] = edge.split(' -> ') as [string, string];
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node)!) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return groups;
}

export function checkFolderCycles(
  modules: CruisedModule[],
  knownEdges: readonly string[],
): FolderCycleReport {
  const edges = folderEdges(modules);
  const groupOf = new Map<string, number>();
  cyclicGroups(edges.keys()).forEach((group, number) =>
    group.forEach((folder) => groupOf.set(folder, number)),
  );
  const cycleEdges = [...edges.keys()]
    .filter((edge) => {
      const [from, to] = edge.split(' -> ') as [string, string];
      return groupOf.has(from) && groupOf.get(from) === groupOf.get(to);
    })
    .sort();
  const known = new Set(knownEdges);
  const inCycle = new Set(cycleEdges);
  return {
    newEdges: cycleEdges
      .filter((edge) => !known.has(edge))
      .map((edge) => ({ edge, through: edges.get(edge)! })),
    goneEdges: knownEdges.filter((edge) => !inCycle.has(edge)),
    cycleEdges,
  };
}
