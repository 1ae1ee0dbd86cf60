/**
 * At most `max` renders at once; the rest wait their turn, first come first served.
 * A render is a few dozen ms of CPU spread over many turns of the event loop: ten at once
 * all finish late and, meanwhile, lengthen every turn for every other request.
 */
export function createRenderSlots(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return async function inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      release();
    }
  };
}
