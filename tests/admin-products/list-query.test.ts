import {
  filterSearch,
  hasFilters,
  listHref,
  readListQuery,
} from '@/components/admin/products/list/list-query';
import { pageItems } from '@/components/ui/pagination';

describe('the product list’s address', () => {
  it('reads the filters, and leaves out a value it cannot read, naming it', () => {
    const { query, ignored } = readListQuery({
      q: ' maroon ',
      category: ['lehenga', 'saree'],
      stock: 'some',
      page: '0',
      status: 'draft',
    });
    expect(query).toMatchObject({
      q: 'maroon',
      category: 'lehenga',
      status: 'draft',
      sort: '-updated',
      page: 1,
      page_size: 25,
    });
    expect(query.stock).toBeUndefined();
    expect(ignored).toEqual(['stock', 'page']);
  });

  it('treats the empty values a plain GET form sends as no filter', () => {
    const { query, ignored } = readListQuery({ q: '', category: '', status: '', stock: '' });
    expect(ignored).toEqual([]);
    expect(hasFilters(query)).toBe(false);
    expect(listHref(query)).toBe('/admin/products');
  });

  it('writes only what differs from the defaults, and a new page keeps the filters', () => {
    const { query } = readListQuery({ q: 'bl-1', stock: 'low', sort: 'name', page: '3' });
    expect(listHref(query)).toBe('/admin/products?q=bl-1&stock=low&sort=name&page=3');
    expect(listHref(query, { page: 1 })).toBe('/admin/products?q=bl-1&stock=low&sort=name');
    expect(listHref(query, { page: 4 })).toContain('page=4');
    // What the CSV export receives: the filters and sort, never the page.
    expect(filterSearch(query)).toBe('q=bl-1&stock=low&sort=name');
    expect(listHref({ ...query, page_size: 50 }, { page: 2 })).toBe(
      '/admin/products?q=bl-1&stock=low&sort=name&page=2&page_size=50',
    );
  });

  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 20, [1, 2, 3, 'gap', 20]],
    [10, 20, [1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]],
    [5, 20, [1, 2, 3, 4, 5, 6, 7, 'gap', 20]],
    [20, 20, [1, 'gap', 18, 19, 20]],
  ])('offers pages around page %i of %i', (current, last, expected) => {
    expect(pageItems(current, last)).toEqual(expected);
  });
});
