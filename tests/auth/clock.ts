/** Runs `work` with the system clock (Date only) set to `time`, then gives the real clock back. */
export async function atTime<T>(time: number, work: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({
    now: time,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  try {
    return await work();
  } finally {
    jest.useRealTimers();
  }
}
