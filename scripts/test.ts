import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { jestTimes, playwrightTimes, slowestLines, type TimedTest } from './lib/slowest-tests';

// npm test — every check in one run: lint, types, Jest (unit, service, API) and Playwright.
type Step = {
  name: string;
  command: string[];
  env?: Record<string, string>;
  results?: () => Counts;
  /** Each test's time, for the list of the slowest. */
  times?: () => TimedTest[];
};
type Counts = { passed: number; failed: number };

const bin = (name: string) => `node_modules/.bin/${name}`;
const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(file, 'utf8'));

const steps: Step[] = [
  { name: 'lint', command: [bin('eslint'), '.', '--max-warnings', '0'] },
  { name: 'format', command: [bin('prettier'), '--check', '.'] },
  { name: 'typecheck', command: [bin('tsc'), '--noEmit'] },
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
    results: () => {
      const stats = readJson('test-results/playwright.json').stats as Record<string, number>;
      return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
    },
    times: () => playwrightTimes('test-results/playwright.json'),
  },
];

fs.mkdirSync('test-results', { recursive: true });
const summary: string[] = [];
const total: Counts = { passed: 0, failed: 0 };
const timed: TimedTest[] = [];
let failedSteps = 0;

for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const [command, ...args] = step.command;
  const result = spawnSync(command!, args, {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const ok = result.status === 0;
  if (!ok) failedSteps += 1;
  let detail = '';
  if (step.results) {
    try {
      const counts = step.results();
      total.passed += counts.passed;
      total.failed += counts.failed;
      detail = ` (${counts.passed} passed, ${counts.failed} failed)`;
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
  summary.push(`${ok ? '✔' : '✖'} ${step.name}${detail} in ${seconds}s`);
}

console.log(`\n━━ the 20 slowest tests ━━\n${slowestLines(timed).join('\n')}`);
console.log(`\n━━ summary ━━\n${summary.join('\n')}`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed`);
process.exit(failedSteps === 0 && total.failed === 0 ? 0 : 1);
