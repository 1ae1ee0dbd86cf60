import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import { e2eStore } from './e2e-store';

type Stop = () => Promise<void>;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts `script` (e2e/support/fault-server.ts, twin-servers.ts: stores beside the main one,
 * on its build and its photos) and resolves once `readyUrl` answers; the stop it returns
 * ends them. A store already answering there (a developer's, kept from an earlier run) is
 * used as it is. Only the specs that need these stores start them, so a run without those
 * specs pays for none.
 */
async function startExtraStore(script: string, readyUrl: string): Promise<Stop> {
  if (await answers(readyUrl)) return async () => {};
  const { port, dataDir } = e2eStore();
  // Its servers' output (the fault store logs every query the cut refuses) goes to a file
  // of its own, named when it fails to start.
  const logFile = path.join('test-results', `${path.basename(script, '.ts')}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const child = spawn('./node_modules/.bin/tsx', ['--conditions=react-server', script], {
    env: { ...process.env, E2E_PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  // Ready once it answers; an end before that is the error the wait reports, naming its log.
  await expect
    .poll(
      async () => {
        if (exitCode !== undefined) {
          throw new Error(`${script} ended (${exitCode}) before it served; see ${logFile}`);
        }
        return answers(readyUrl);
      },
      { message: `${script} serves ${readyUrl}`, timeout: 3 * 60_000 },
    )
    .toBe(true);
  return async () => {
    if (exitCode !== undefined) return;
    child.kill('SIGTERM');
    await exited;
  };
}

/** A test whose worker starts the stores `script` serves, for as long as the worker lives. */
export function testWithExtraStore(script: string, readyUrl: string) {
  return base.extend<object, { extraStore: void }>({
    extraStore: [
      async ({}, use) => {
        const stop = await startExtraStore(script, readyUrl);
        await use();
        await stop();
      },
      // Copying the build and starting Next takes a while on a busy machine.
      { scope: 'worker', auto: true, timeout: 3 * 60_000 },
    ],
  });
}
