import fs from 'node:fs';

export type TimedTest = { name: string; seconds: number };

type JestReport = {
  testResults?: {
    name: string;
    assertionResults?: { fullName: string; duration?: number | null }[];
  }[];
};

/** Each Jest test with its time, from `jest --json`. */
export function jestTimes(file: string): TimedTest[] {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as JestReport;
  return (report.testResults ?? []).flatMap((suite) =>
    (suite.assertionResults ?? []).map((test) => ({
      name: `jest ${suite.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
}

type PlaywrightSuite = {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    tests: { projectName: string; results: { duration: number }[] }[];
  }[];
};

/** Each Playwright run (a test in one project) with its time, from the JSON reporter. */
export function playwrightTimes(file: string): TimedTest[] {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { suites?: PlaywrightSuite[] };
  const walk = (suite: PlaywrightSuite): TimedTest[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        name: `e2e [${test.projectName}] ${spec.file} › ${spec.title}`,
        seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
      })),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (report.suites ?? []).flatMap(walk);
}

/** The `count` slowest, slowest first, as lines to print. */
export function slowestLines(tests: TimedTest[], count = 20): string[] {
  return tests
    .toSorted((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((test) => `${test.seconds.toFixed(1).padStart(6)}s  ${test.name}`);
}
