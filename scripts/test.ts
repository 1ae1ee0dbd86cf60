import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import { e2eStore } from '../e2e/support/e2e-store';
import { jestTimes, playwrightTimes, slowestLines, type TimedTest } from './lib/slowest-tests';

// npm test — every check in one run: lint, types, Jest (unit, service, API) and Playwright.
type Step = {
  name: string;
  command: string[];
  env?: Record<string, string>;
  results?: () => Counts;
  /** Each test's time, for the list of the slowest. */
  times?: () => TimedTest[];
  /** Waits for what the step needs; returns more environment for it. */
  before?: () => Promise<Record<string, string>>;
};
type Counts = { passed: number; failed: number; note?: string };

const bin = (name: string) => `node_modules/.bin/${name}`;
const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The checks that read the source alone, run side by side: each is one thread, and in
 * turn they left a core idle for two minutes once the store's build ahead had ended.
 */
const staticChecks: Step[] = [
  { name: 'lint', command: [bin('eslint'), '.', '--max-warnings', '0'] },
  { name: 'boundaries', command: [bin('tsx'), 'scripts/check-boundaries.ts'] },
  { name: 'format', command: [bin('prettier'), '--check', '.'] },
  { name: 'typecheck', command: [bin('tsc'), '--noEmit'] },
];

const steps: Step[] = [
  {
    name: 'jest',
    command: [bin('jest'), '--json', '--outputFile=test-results/jest.json'],
    env: { NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning' },
    results: () => {
      const report = readJson('test-results/jest.json');
      return { passed: Number(report.numPassedTests), failed: Number(report.numFailedTests) };
    },
    times: () => jestTimes('test-results/jest.json'),
  },
  {
    name: 'playwright',
    command: [bin('playwright'), 'test'],
    before: async (): Promise<Record<string, string>> => {
      if (!builtAhead) return {};
      if (await builtAhead) return { E2E_STORE_PREPARED: '1' };
      console.log(fs.readFileSync('test-results/e2e-build.log', 'utf8'));
      throw new Error('Building the store for the end-to-end run failed; see above');
    },
    results: () => {
      const stats = readJson('test-results/playwright.json').stats as Record<string, number>;
      const testsRan = `the tests themselves in ${Math.round((stats.duration ?? 0) / 1000)}s`;
      return {
        passed: stats.expected ?? 0,
        failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
        note: testsRan,
      };
    },
    times: () => playwrightTimes('test-results/playwright.json'),
  },
];

fs.mkdirSync('test-results', { recursive: true });

const store = e2eStore();

const portInUse = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(!socket.destroy()));
    socket.once('error', () => resolve(false));
  });

/**
 * Prepares the end-to-end store's database and builds it while lint, types and Jest run:
 * the build uses several cores, and those steps leave one idle much of the time. It is the
 * build Playwright's web server would make (the same script, folder and environment), which
 * then finds it fresh (playwright.config.ts). Left to Playwright when a store already runs
 * on the port (a developer's own, which Playwright reuses outside CI).
 */
function buildE2eStoreAhead(): Promise<boolean> | null {
  const log = fs.openSync('test-results/e2e-build.log', 'w');
  const run = (script: string, ...args: string[]) => {
    const child = spawn(bin('tsx'), ['--conditions=react-server', script, ...args], {
      stdio: ['ignore', log, log],
      env: { ...process.env, ...store.env },
    });
    return new Promise<boolean>((resolve) => child.on('exit', (code) => resolve(code === 0)));
  };
  const started = Date.now();
  return run('e2e/support/fresh-store.ts')
    .then((fresh) => fresh && run('scripts/start.ts', '--build-only'))
    .then((built) => {
      builtAfterSeconds = Math.round((Date.now() - started) / 1000);
      return built;
    });
}

/** When the store's build ahead ended, from the start of the run: Playwright waits for it. */
let builtAfterSeconds: number | undefined;

let builtAhead: Promise<boolean> | null = null;
let buildPending = false;

/**
 * A step that runs while the store builds ahead (lint, types, Jest) gives the build the
 * cores first: nothing waits for those steps but Playwright, which waits for the build too,
 * and a build starved by Jest's workers ended a minute after Jest, on one busy core. Jest's
 * workers, forked later, inherit the lower priority.
 */
function yieldToTheBuild(pid: number) {
  try {
    os.setPriority(pid, 10);
  } catch {
    // Not allowed here: the step runs at the usual priority.
  }
}
const summary: string[] = [];
const total: Counts = { passed: 0, failed: 0 };
const timed: TimedTest[] = [];
let failedSteps = 0;

/**
 * Runs one step and returns its summary line. A step run beside others keeps its output
 * and prints it whole when it ends, so that no two steps' lines interleave.
 */
async function runStep(step: Step, { besideOthers = false } = {}): Promise<string> {
  const header = `\n━━ ${step.name} ━━`;
  if (!besideOthers) console.log(header);
  const output: Buffer[] = [];
  const started = Date.now();
  const [command, ...args] = step.command;
  let ok = false;
  try {
    const extraEnv = (await step.before?.()) ?? {};
    const child = spawn(command!, args, {
      stdio: besideOthers ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env, ...extraEnv },
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    if (buildPending && child.pid) yieldToTheBuild(child.pid);
    ok = await new Promise<boolean>((resolve) => {
      child.on('exit', (code) => resolve(code === 0));
      child.on('error', () => resolve(false));
    });
  } catch (error) {
    output.push(Buffer.from(`${error instanceof Error ? error.message : error}\n`));
  }
  if (besideOthers) {
    console.log(header);
    process.stdout.write(Buffer.concat(output));
  } else if (output.length > 0) {
    console.error(Buffer.concat(output).toString());
  }
  if (!ok) failedSteps += 1;
  let detail = '';
  if (step.results) {
    try {
      const counts = step.results();
      total.passed += counts.passed;
      total.failed += counts.failed;
      const note = counts.note ? `; ${counts.note}` : '';
      detail = ` (${counts.passed} passed, ${counts.failed} failed${note})`;
    } catch {
      detail = ' (no report)';
    }
  }
  try {
    timed.push(...(step.times?.() ?? []));
  } catch {
    // No report: the step's own output says why.
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  return `${ok ? '✔' : '✖'} ${step.name}${detail} in ${seconds}s`;
}

async function main() {
  const runStarted = Date.now();
  builtAhead = (await portInUse(store.port)) ? null : buildE2eStoreAhead();
  buildPending = builtAhead !== null;
  void builtAhead?.finally(() => (buildPending = false));
  summary.push(
    ...(await Promise.all(staticChecks.map((step) => runStep(step, { besideOthers: true })))),
  );
  for (const step of steps) summary.push(await runStep(step));
  const minutes = ((Date.now() - runStarted) / 60_000).toFixed(1);
  console.log(`\n━━ the 20 slowest tests ━━\n${slowestLines(timed).join('\n')}`);
  if (builtAfterSeconds !== undefined) {
    summary.push(
      `  (the store for Playwright was seeded and built ${builtAfterSeconds}s into the run)`,
    );
  }
  console.log(`\n━━ summary ━━\n${summary.join('\n')}\nall in ${minutes} min`);
  console.log(`tests: ${total.passed} passed, ${total.failed} failed`);
  process.exit(failedSteps === 0 && total.failed === 0 ? 0 : 1);
}

void main();
