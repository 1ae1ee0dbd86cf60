import fs from 'node:fs';
import path from 'node:path';
import { median } from './median';

/** The server's event-loop delay (ms) over a window: the median second's p50 and p99, and the worst p99. */
export type EventLoopDelay = { p50: number; p99: number; worstP99: number };

type ProbeLine = { at: number; p50: number; p99: number };

const probe = path.resolve('bench/lib/event-loop-probe.mjs');

/** The environment that makes a Node server record its event-loop delay in `file`. */
export function eventLoopProbeEnv(file: string): Record<string, string> {
  fs.rmSync(file, { force: true });
  return { NODE_OPTIONS: `--import ${probe}`, EVENT_LOOP_PROBE_FILE: file };
}

/** The delay the probe recorded from `fromMs` (epoch ms) on. */
export function readEventLoopDelay(file: string, fromMs: number): EventLoopDelay {
  const lines = fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ProbeLine)
        .filter((line) => line.at >= fromMs)
    : [];
  return {
    p50: median(lines.map((line) => line.p50)),
    p99: median(lines.map((line) => line.p99)),
    worstP99: Math.max(0, ...lines.map((line) => line.p99)),
  };
}
