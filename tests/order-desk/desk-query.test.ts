import { deskListHref, readDeskQuery } from '@/components/admin/orders/desk-query';

describe("the desk list's address", () => {
  it('reads every filter, with newest first and page 1 by default', () => {
    expect(
      readDeskQuery({
        q: ' 01712345678 ',
        status: 'pending',
        method: 'cod',
        payment: 'unpaid',
        district: "Cox's Bazar",
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    ).toEqual({
      query: {
        q: '01712345678',
        status: 'pending',
        method: 'cod',
        payment: 'unpaid',
        district: "Cox's Bazar",
        from: '2026-03-01',
        to: '2026-03-31',
        sort: 'newest',
        page: 1,
      },
      ignored: [],
    });
  });

  it('leaves out, and names, what it cannot read, keeping the rest', () => {
    const { query, ignored } = readDeskQuery({
      status: 'lost',
      district: 'Atlantis',
      from: '2026-04-10',
      to: '2026-04-01',
      page: ['2', '3'],
      sort: 'total_high',
    });
    // The range runs backwards: its end day goes too, once the others are out.
    expect(ignored).toEqual(['status', 'district', 'to']);
    expect(query).toEqual({ sort: 'total_high', page: 2, from: '2026-04-10' });
    expect(readDeskQuery({ from: '2026-04-10', to: '2026-04-01' })).toEqual({
      query: { from: '2026-04-10', sort: 'newest', page: 1 },
      ignored: ['to'],
    });
  });

  it('writes addresses without defaults, a filter change back at page 1', () => {
    const { query } = readDeskQuery({ q: 'Farzana', page: '3', sort: 'oldest' });
    expect(deskListHref(query)).toBe('/admin/orders?q=Farzana&sort=oldest&page=3');
    expect(deskListHref(query, { page: 1 })).toBe('/admin/orders?q=Farzana&sort=oldest');
    expect(deskListHref(readDeskQuery({}).query)).toBe('/admin/orders');
  });
});
