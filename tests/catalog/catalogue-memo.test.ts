import { AsyncLocalStorage } from 'node:async_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { forgetCatalogueMemos, remember } from '@/lib/catalog/catalogue-memo';
import type { Database } from '@/lib/db/client';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const db = {} as Database;
afterEach(() => forgetCatalogueMemos());

describe('the catalogue memo', () => {
  it('runs one load for concurrent and later calls alike', async () => {
    const load = jest.fn(async () => 42);
    const answers = await Promise.all([1, 2, 3].map(() => remember(db, 'count', load)));
    expect(answers).toEqual([42, 42, 42]);
    expect(await remember(db, 'count', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the next call loads again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('away')).mockResolvedValue(7);
    await expect(remember(db, 'count', load)).rejects.toThrow('away');
    expect(await remember(db, 'count', load)).toBe(7);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps values, not the finished request that loaded them', async () => {
    const requests = new AsyncLocalStorage<{ response: object }>();
    let response: WeakRef<object> | undefined;
    await (async () => {
      const held = { body: Buffer.alloc(1024) };
      response = new WeakRef(held);
      await requests.run({ response: held }, () => remember(db, 'facets', async () => [1, 2]));
    })();
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    expect(response!.deref()).toBeUndefined();
    expect(await remember(db, 'facets', async () => [3])).toEqual([1, 2]);
  });
});
