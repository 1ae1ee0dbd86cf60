import { findByRouteId } from '@/lib/identity/staff/find-by-route-id';

describe('findByRouteId', () => {
  it('looks up an [id] of up to nine digits as a number', async () => {
    const find = jest.fn(async (id: number) => ({ id }));
    expect(await findByRouteId('42', find)).toEqual({ id: 42 });
    expect(await findByRouteId('999999999', find)).toEqual({ id: 999_999_999 });
    expect(find.mock.calls).toEqual([[42], [999_999_999]]);
  });

  it('finds nothing, without a lookup, for an [id] no database id could be', async () => {
    const find = jest.fn(async (id: number) => ({ id }));
    for (const id of ['', 'abc', '-1', '1.5', '4e2', ' 7', '1234567890']) {
      expect(await findByRouteId(id, find)).toBeNull();
    }
    expect(find).not.toHaveBeenCalled();
  });

  it('passes on what the lookup found, or its null', async () => {
    expect(await findByRouteId('5', async () => null)).toBeNull();
  });
});
