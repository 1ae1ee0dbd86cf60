import 'server-only';
import { spawn } from 'node:child_process';

/**
 * Runs a program to its end and answers what it printed; a non-zero exit rejects with its
 * first line of errors. `env` adds to this process's environment.
 */
export function runTool(
  program: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => reject(new Error(`Cannot run ${program}: ${error.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(Buffer.concat(out).toString('utf8'));
      // The first line says what went wrong; the ones after it, that the program gave up.
      const [first] = Buffer.concat(err).toString('utf8').trim().split('\n');
      const reason = first || (signal ? `stopped by ${signal}` : `exit ${code}`);
      reject(new Error(`${program.split('/').pop()} failed: ${reason}`));
    });
  });
}
