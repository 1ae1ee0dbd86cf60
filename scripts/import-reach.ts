import { cruiseTree, repository } from './lib/cruise';

// npm run -s reach -- <entry> [<entry>…] [--to <file>]: what a change starting at the entries
// can touch. Counts the project files their imports reach, by folder, and with --to the
// shortest chain of imports from an entry to that file (docs/architecture.md, "Three
// changes, traced").

const args = process.argv.slice(2);
const toFlag = args.indexOf('--to');
const target = toFlag === -1 ? undefined : args[toFlag + 1];
const entries = args.filter(
  (_, index) => toFlag === -1 || (index !== toFlag && index !== toFlag + 1),
);

/** lib/catalog, components/admin, app: a lib/ or components/ folder, else the top folder. */
const folderOf = (file: string) => {
  const parts = file.split('/');
  if (parts.length === 2 && parts[0] === 'lib') return 'lib/*.ts';
  return parts[0] === 'lib' || parts[0] === 'components' ? parts.slice(0, 2).join('/') : parts[0]!;
};

async function main(): Promise<number> {
  if (entries.length === 0) {
    console.error('usage: npm run -s reach -- <entry> [<entry>…] [--to <file>]');
    return 2;
  }
  const result = await cruiseTree(repository, entries, { validate: false });
  const imports = new Map<string, string[]>();
  for (const cruised of result.modules) {
    if (cruised.coreModule || cruised.source.includes('node_modules')) continue;
    imports.set(
      cruised.source,
      cruised.dependencies
        .filter(
          (dependency) => !dependency.coreModule && !dependency.resolved.includes('node_modules'),
        )
        .map((dependency) => dependency.resolved),
    );
  }
  const files = [...imports.keys()];
  const byFolder = new Map<string, number>();
  for (const file of files) byFolder.set(folderOf(file), (byFolder.get(folderOf(file)) ?? 0) + 1);
  console.log(`${files.length} project files in ${byFolder.size} folders:`);
  for (const [folder, count] of [...byFolder].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${String(count).padStart(4)}  ${folder}`);
  }
  if (!target) return 0;

  // Breadth first from the entries: the first time the target is met is the shortest chain.
  const cameFrom = new Map<string, string | null>(entries.map((entry) => [entry, null]));
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (file === target) break;
    for (const next of imports.get(file) ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  if (!cameFrom.has(target)) {
    console.log(`\n${target} is not reached.`);
    return 1;
  }
  const chain: string[] = [];
  for (let file: string | null = target; file; file = cameFrom.get(file) ?? null)
    chain.unshift(file);
  console.log(`\n${chain.length - 1} imports from ${chain[0]} to ${target}:`);
  for (const file of chain) console.log(`  ${file}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
