import fs from 'node:fs';

/**
 * A process tree at a moment, `second` counted from the sampler's start: its resident
 * memory (MB) and the CPU time (s) it has used since it started.
 */
export type ProcessSample = { second: number; rssMb: number; cpuSeconds: number };

const clockTicks = 100; // USER_HZ: /proc reports CPU time in hundredths of a second

/** The fields of /proc/<pid>/stat after the name (which may hold spaces). */
function statFields(pid: number): string[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

function parentOf(pid: number): number | null {
  const parent = statFields(pid)[1];
  return parent === undefined ? null : Number(parent);
}

/** User plus system CPU time in seconds (fields 14 and 15 of stat). */
function cpuSecondsOf(pid: number): number {
  try {
    const fields = statFields(pid);
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return 0;
  }
}

/** The process and every descendant: `next start` may serve from a child process. */
function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = parentOf(Number(entry));
      if (parent !== null) parents.set(Number(entry), parent);
    } catch {
      // the process ended while the list was read
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  }
  return tree;
}

function residentKb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Samples the RSS and CPU time of `pid` and its descendants every second until stopped. */
export function sampleProcess(pid: number): { stop(): ProcessSample[] } {
  const started = Date.now();
  const samples: ProcessSample[] = [];
  const take = () => {
    const tree = processTree(pid);
    const kb = tree.reduce((sum, member) => sum + residentKb(member), 0);
    const cpu = tree.reduce((sum, member) => sum + cpuSecondsOf(member), 0);
    samples.push({
      second: Math.round((Date.now() - started) / 100) / 10,
      rssMb: Math.round(kb / 102.4) / 10,
      cpuSeconds: Math.round(cpu * 100) / 100,
    });
  };
  take();
  const timer = setInterval(take, 1000);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** CPU the process tree used from `fromSecond` to the last sample: cores busy, and ms per request. */
export function cpuUse(samples: ProcessSample[], fromSecond: number, requests: number) {
  const first = samples.find((s) => s.second >= fromSecond);
  const last = samples.at(-1);
  if (!first || !last || last.second <= first.second) return { cores: 0, msPerRequest: 0 };
  const used = last.cpuSeconds - first.cpuSeconds;
  return {
    cores: Number((used / (last.second - first.second)).toFixed(2)),
    msPerRequest: requests ? Number(((used * 1000) / requests).toFixed(1)) : 0,
  };
}
