import fs from 'node:fs';

/** Resident memory (MB) of a process tree at a moment, `second` counted from the sampler's start. */
export type MemorySample = { second: number; rssMb: number };

function parentOf(pid: number): number | null {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, { encoding: 'utf8', flag: 'r' });
  // The name in parentheses may hold spaces; the parent's id is the second field after it.
  const parent = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
  return parent === undefined ? null : Number(parent);
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

/** Samples the RSS of `pid` and its descendants every second until stopped. */
export function sampleMemory(pid: number): { stop(): MemorySample[] } {
  const started = Date.now();
  const samples: MemorySample[] = [];
  const take = () => {
    const kb = processTree(pid).reduce((sum, member) => sum + residentKb(member), 0);
    samples.push({
      second: Math.round((Date.now() - started) / 100) / 10,
      rssMb: Math.round(kb / 102.4) / 10,
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
