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
    const inSlot = createRenderSlots(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => pendingWork(started, name));
    const results = [a!, b!, c!, d!].map(({ work }) => inSlot(work));
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
    const inSlot = createRenderSlots(1);
    await expect(inSlot(() => Promise.reject(new Error('render failed')))).rejects.toThrow(
      'render failed',
    );
    await expect(inSlot(async () => 'next')).resolves.toBe('next');
  });

  it('lets shoppers go before background renders, which run one at a time', async () => {
    const inSlot = createRenderSlots(3, 1);
    const started: string[] = [];
    const [a, b, c, bg1, bg2, late] = ['a', 'b', 'c', 'bg1', 'bg2', 'late'].map((name) =>
      pendingWork(started, name),
    );
    const shopping = [a!, b!, c!].map(({ work }) => inSlot(work));
    const background = [bg1!, bg2!].map(({ work }) => inSlot(work, true));
    const lateShopper = inSlot(late!.work);
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
});
