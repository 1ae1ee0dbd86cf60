type Waiter = () => void;

/**
 * At most `max` renders at once; the rest wait their turn. A render is a few dozen ms of
 * CPU spread over many turns of the event loop: ten at once all finish late and, meanwhile,
 * lengthen every turn for every other request.
 *
 * Shoppers' renders go first, in the order they came. Background renders (an expired page
 * rendered again while its old copy is served) take a slot only when no shopper waits,
 * and at most `maxBackground` at once: when a batch of pages expires together, a shopper's
 * miss must not queue behind all of them.
 */
export function createRenderSlots(max: number, maxBackground = 1) {
  let running = 0;
  let runningBackground = 0;
  const shoppers: Waiter[] = [];
  const background: Waiter[] = [];

  function nextWaiter(): Waiter | undefined {
    if (running >= max) return undefined;
    if (shoppers.length > 0) return shoppers.shift();
    return runningBackground < maxBackground ? background.shift() : undefined;
  }

  function startWaiters() {
    for (let waiter = nextWaiter(); waiter; waiter = nextWaiter()) waiter();
  }

  return async function inSlot<T>(work: () => Promise<T>, inBackground = false): Promise<T> {
    await new Promise<void>((resolve) => {
      (inBackground ? background : shoppers).push(() => {
        running += 1;
        if (inBackground) runningBackground += 1;
        resolve();
      });
      startWaiters();
    });
    try {
      return await work();
    } finally {
      running -= 1;
      if (inBackground) runningBackground -= 1;
      startWaiters();
    }
  };
}
