import { sendLogsTo } from '@/lib/log/logger';

/** One line the logger wrote, parsed. */
export type LogLine = Record<string, unknown> & { level: string; msg?: string; time: string };

export type CapturedLog = {
  /** Every line so far, parsed, in the order written. */
  lines: LogLine[];
  /** The text as written, to check that something appears nowhere in it. */
  text: () => string;
  /** Resolves with the first line (already written or to come) that passes the test. */
  next: (test: (line: LogLine) => boolean) => Promise<LogLine>;
  restore: () => void;
};

/** Sends the logger's lines here instead of stdout, at every level, until `restore()`. */
export function captureLog(): CapturedLog {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const waiting = new Set<{ test: (line: LogLine) => boolean; found: (line: LogLine) => void }>();
  const restore = sendLogsTo({
    write(text: string) {
      raw.push(text);
      const line = JSON.parse(text) as LogLine;
      lines.push(line);
      for (const waiter of waiting) {
        if (!waiter.test(line)) continue;
        waiting.delete(waiter);
        waiter.found(line);
      }
    },
  });
  const next = (test: (line: LogLine) => boolean) => {
    const seen = lines.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise<LogLine>((found) => waiting.add({ test, found }));
  };
  return { lines, text: () => raw.join(''), next, restore };
}
