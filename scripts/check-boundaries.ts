import fs from 'node:fs';
import path from 'node:path';
import { cruiseTree, repository, startingPoints } from './lib/cruise';
import { serverOnlyReachedFromClientEntries } from './lib/client-reach';
import { checkFolderCycles } from './lib/folder-cycles';

// npm run boundaries — the import rules of .dependency-cruiser.cjs, no import cycle
// between lib/ folders beyond the known ones, and no server-only code reached from a
// module's client.ts (docs/architecture.md, "Layers").
// `--root DIR` checks another tree with the same rules (the tests give it small ones).

const rootFlag = process.argv.indexOf('--root');
const root = rootFlag === -1 ? repository : path.resolve(process.argv[rootFlag + 1] ?? '.');
const knownCyclesFile = path.join(root, 'scripts/boundaries-known-cycles.json');
const knownEdges: string[] = fs.existsSync(knownCyclesFile)
  ? JSON.parse(fs.readFileSync(knownCyclesFile, 'utf8')).edges
  : [];

async function main(): Promise<number> {
  const started = Date.now();
  const result = await cruiseTree(root, startingPoints(root), { validate: true });

  const problems: string[] = [];
  for (const violation of result.summary.violations) {
    problems.push(`${violation.rule.name}: ${violation.from} -> ${violation.to}`);
  }
  const cycles = checkFolderCycles(result.modules, knownEdges);
  for (const { edge, through } of cycles.newEdges) {
    problems.push(`folder-cycle: ${edge} closes an import cycle between lib/ folders, through`);
    for (const line of through.slice(0, 3)) problems.push(`    ${line}`);
  }
  for (const { entry, through } of serverOnlyReachedFromClientEntries(result.modules)) {
    problems.push(
      `client-reaches-server-only: ${entry}, a browser entry, reaches server-only code, through`,
    );
    for (const line of through) problems.push(`    ${line}`);
  }
  for (const edge of cycles.goneEdges) {
    problems.push(
      `folder-cycle: ${edge} is no longer in a cycle: take it out of ${path.relative(root, knownCyclesFile)}`,
    );
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const summary =
    `${result.summary.totalCruised} modules, ${result.summary.totalDependenciesCruised} imports, ` +
    `${cycles.cycleEdges.length} folder edges in known cycles, in ${seconds} s`;
  if (problems.length === 0) {
    console.log(`Boundaries hold: no rule broken, no new folder cycle (${summary}).`);
    return 0;
  }
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} boundary problem(s) (${summary}); docs/architecture.md, "Layers".`,
  );
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
