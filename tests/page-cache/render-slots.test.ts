import { createRenderSlots } from '@/lib/page-cache/render-slots';

/** A piece of work that runs until `finish` is called, recording when it starts. */
function pendingWork(started: string[], name: string) {
  let finish: () => void = () => {};
  const work = () => {
    started.push(name);
    return new Promise<string>((resolve) => (finish = () => resolve(name)));
  };
  return { work, finish: () => finish() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('render slots', () => {
  it('runs at most the given number at once, and the rest in the order they came', async () => {
    const { run } = createRenderSlots(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => pendingWork(started, name));
    const results = [a!, b!, c!, d!].map(({ work }) => run(work));
    await settle();
    expect(started).toEqual(['a', 'b']);
    b!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    a!.finish();
    c!.finish();
    await settle();
    d!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('frees the slot of a render that fails', async () => {
    const { run } = createRenderSlots(1);
    await expect(run(() => Promise.reject(new Error('render failed')))).rejects.toThrow(
      'render failed',
    );
    await expect(run(async () => 'next')).resolves.toBe('next');
  });

  it('lets shoppers go before background renders, which run one at a time', async () => {
    const { run } = createRenderSlots(3, { maxBackground: 1 });
    const started: string[] = [];
    const [a, b, c, bg1, bg2, late] = ['a', 'b', 'c', 'bg1', 'bg2', 'late'].map((name) =>
      pendingWork(started, name),
    );
    const shopping = [a!, b!, c!].map(({ work }) => run(work));
    const background = [bg1!, bg2!].map(({ work }) => run(work, true));
    const lateShopper = run(late!.work);
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    a!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'late']);
    b!.finish();
    c!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'late', 'bg1']);
    bg1!.finish();
    await settle();
    expect(started.at(-1)).toBe('bg2');
    bg2!.finish();
    late!.finish();
    await Promise.all([...shopping, ...background, lateShopper]);
  });

  it('is full once its queue holds maxWaiting renders, and not while a slot is free', async () => {
    const { run, isFull } = createRenderSlots(1, { maxWaiting: 2 });
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => pendingWork(started, name));
    expect(isFull()).toBe(false);
    const first = run(a!.work);
    await settle();
    expect(isFull()).toBe(false);
    const queued = [b!, c!].map(({ work }) => run(work));
    expect(isFull()).toBe(true);
    a!.finish();
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(isFull()).toBe(false);
    b!.finish();
    await settle();
    c!.finish();
    await Promise.all([first, ...queued]);
    expect(isFull()).toBe(false);
  });

  it('bounds background renders by their own queue, which waits behind any shopper', async () => {
    const { run, isFull } = createRenderSlots(2, { maxBackground: 1, maxWaiting: 1 });
    const started: string[] = [];
    const [shopper, bg1, bg2] = ['shopper', 'bg1', 'bg2'].map((name) => pendingWork(started, name));
    const shopping = run(shopper!.work);
    const running = run(bg1!.work, true);
    await settle();
    // A slot is free, but background renders run one at a time: bg2 waits, and fills the queue.
    expect(isFull(true)).toBe(false);
    const waiting = run(bg2!.work, true);
    expect(isFull(true)).toBe(true);
    expect(isFull()).toBe(false);
    bg1!.finish();
    await settle();
    expect(started).toEqual(['shopper', 'bg1', 'bg2']);
    expect(isFull(true)).toBe(false);
    shopper!.finish();
    bg2!.finish();
    await Promise.all([shopping, running, waiting]);
  });
});
