type Waiter = () => void;

export type RenderSlotOptions = {
  /** Background renders at once at most. */
  maxBackground?: number;
  /** Renders of each kind (shoppers', background) that may wait; past that, isFull says so. */
  maxWaiting?: number;
};

export type RenderSlots = {
  /** Runs `work` once a slot is free, and frees the slot when it settles. */
  run<T>(work: () => Promise<T>, inBackground?: boolean): Promise<T>;
  /** Whether a render of this kind would have to wait, with the queue already at its bound. */
  isFull(inBackground?: boolean): boolean;
};

/**
 * At most `max` renders at once; the rest wait their turn. A render is a few dozen ms of
 * CPU spread over many turns of the event loop: ten at once all finish late and, meanwhile,
 * lengthen every turn for every other request.
 *
 * Shoppers' renders go first, in the order they came. Background renders (an expired page
 * rendered again while its old copy is served) take a slot only when no shopper waits,
 * and at most `maxBackground` at once: when a batch of pages expires together, a shopper's
 * miss must not queue behind all of them.
 *
 * The queue is bounded by `maxWaiting`: when misses arrive faster than they are rendered,
 * a queue without bound only makes every wait longer, and the caller should turn the
 * render away instead (isFull) while it can still answer quickly.
 */
export function createRenderSlots(
  max: number,
  { maxBackground = 1, maxWaiting = Infinity }: RenderSlotOptions = {},
): RenderSlots {
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

  function isFull(inBackground = false): boolean {
    const mustWait = inBackground
      ? running >= max || runningBackground >= maxBackground || shoppers.length > 0
      : running >= max;
    return mustWait && (inBackground ? background : shoppers).length >= maxWaiting;
  }

  async function run<T>(work: () => Promise<T>, inBackground = false): Promise<T> {
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
  }

  return { run, isFull };
}
