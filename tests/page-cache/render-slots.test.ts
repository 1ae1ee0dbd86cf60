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
});
