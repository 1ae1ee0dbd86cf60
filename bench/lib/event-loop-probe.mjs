// Preloaded into the server under load (NODE_OPTIONS=--import): every second it appends the
// event loop's delay to EVENT_LOOP_PROBE_FILE, which tells a busy main thread from slow I/O.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.EVENT_LOOP_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (nanoseconds) => Math.round(nanoseconds / 1e5) / 10;
  setInterval(() => {
    const line = {
      at: Date.now(),
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
    };
    fs.appendFileSync(file, JSON.stringify(line) + '\n');
    histogram.reset();
  }, 1000).unref();
}
