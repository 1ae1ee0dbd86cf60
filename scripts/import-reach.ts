import { cruiseTree, repository, startingPoints } from './lib/cruise';

// npm run -s reach -- <entry> [<entry>…] [--to <file>]: what a change starting at the entries
// can touch. Counts the project files their imports reach, by folder, and with --to the
// shortest chain of imports from an entry to that file (docs/architecture.md, "Three
// changes, traced").
//
// npm run -s reach -- --features: for each module, how many of its files its public
// entries (index.ts, admin.ts, client.ts) reaches by imports inside the folder, the median over the
// features, and the files no entry reaches with what imports them (docs/architecture.md,
// "Public entries").

const args = process.argv.slice(2);
const toFlag = args.indexOf('--to');
const target = toFlag === -1 ? undefined : args[toFlag + 1];
const entries = args.filter(
  (_, index) => toFlag === -1 || (index !== toFlag && index !== toFlag + 1),
);

/** lib/catalogue, components/admin, app: a lib/ or components/ folder, else the top folder. */
const folderOf = (file: string) => {
  const parts = file.split('/');
  if (parts.length === 2 && parts[0] === 'lib') return 'lib/*.ts';
  return parts[0] === 'lib' || parts[0] === 'components' ? parts.slice(0, 2).join('/') : parts[0]!;
};

/** Not features: the platform, and the wiring that may reach inside features. */
const notFeatures = new Set([
  'db',
  'jobs',
  'cache',
  'http',
  'i18n',
  'format',
  'fonts',
  'security',
  'metrics',
  'bootstrap',
  'seed',
]);
const entryFiles = (module: string) =>
  ['index', 'admin', 'client'].map((entry) => `lib/${module}/${entry}.ts`);

async function featureReach(): Promise<number> {
  const result = await cruiseTree(repository, startingPoints(repository), { validate: false });
  const imports = new Map<string, string[]>();
  const importers = new Map<string, string[]>();
  for (const cruised of result.modules) {
    const resolved = cruised.dependencies.map((dependency) => dependency.resolved);
    imports.set(cruised.source, resolved);
    for (const file of resolved)
      importers.set(file, [...(importers.get(file) ?? []), cruised.source]);
  }
  const features = new Map<string, string[]>();
  for (const file of imports.keys()) {
    const match = /^lib\/([^/]+)\/.+[.](ts|tsx|mjs)$/.exec(file);
    if (!match || notFeatures.has(match[1]!) || file.endsWith('.d.ts')) continue;
    features.set(match[1]!, [...(features.get(match[1]!) ?? []), file]);
  }
  const shares: number[] = [];
  const unreached: string[] = [];
  console.log('Files of each module its entries reach (its entries not counted):');
  for (const [feature, files] of [...features].sort(([a], [b]) => a.localeCompare(b))) {
    const inside = (file: string) => file.startsWith(`lib/${feature}/`);
    const roots = entryFiles(feature).filter((file) => imports.has(file));
    const reached = new Set(roots);
    const queue = [...roots];
    while (queue.length > 0) {
      for (const next of imports.get(queue.shift()!) ?? []) {
        if (!inside(next) || reached.has(next)) continue;
        reached.add(next);
        queue.push(next);
      }
    }
    const own = files.filter((file) => !entryFiles(feature).includes(file));
    const count = own.filter((file) => reached.has(file)).length;
    const share = own.length === 0 ? 1 : count / own.length;
    shares.push(share);
    console.log(
      `  ${`${Math.round(share * 100)}%`.padStart(4)}  ${String(count).padStart(3)}/${String(own.length).padEnd(3)}  lib/${feature}${roots.length === 0 ? '  (no entry)' : ''}`,
    );
    for (const file of own.filter((file) => !reached.has(file))) {
      const users = importers.get(file) ?? [];
      unreached.push(`  ${file}  <- ${users.length === 0 ? 'nothing (dead?)' : users.join(', ')}`);
    }
  }
  shares.sort((a, b) => a - b);
  const middle = Math.floor(shares.length / 2);
  const median =
    shares.length % 2 === 1 ? shares[middle]! : (shares[middle - 1]! + shares[middle]!) / 2;
  console.log(`Median over ${shares.length} modules: ${Math.round(median * 100)}%`);
  if (unreached.length > 0) {
    console.log(`\n${unreached.length} file(s) no entry reaches, and what imports them:`);
    console.log(unreached.join('\n'));
  }
  return 0;
}

async function main(): Promise<number> {
  if (args.includes('--features')) return featureReach();
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
