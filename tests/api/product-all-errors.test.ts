import { GET as all } from '@/app/api/v1/product/all/route';
import { GET as shopfilters } from '@/app/api/v1/product/shopfilters/route';
import { describeCatalogue } from './helpers/catalogue-suite';
import { call, type ErrorBody } from './helpers/call';
import { captureLog } from '@/tests/helpers/captured-log';

type ErrorCase = [query: string, status: number, code: string, fields?: Record<string, string>];

const pageMessage = 'must be a whole number of at least 1';
const sizeMessage = 'must be a whole number from 1 to 100';
const amountMessage = 'must be an amount in BDT, such as 5000 or 5000.50';

const errorCases: ErrorCase[] = [
  ['page=0', 400, 'validation_failed', { page: pageMessage }],
  ['page=-1', 400, 'validation_failed', { page: pageMessage }],
  ['page=abc', 400, 'validation_failed', { page: pageMessage }],
  ['page=1.5', 400, 'validation_failed', { page: pageMessage }],
  ['page=1e3', 400, 'validation_failed', { page: pageMessage }],
  ['page=99999999999999999999', 400, 'validation_failed', { page: pageMessage }],
  ['page_size=0', 400, 'validation_failed', { page_size: sizeMessage }],
  ['page_size=101', 400, 'validation_failed', { page_size: sizeMessage }],
  ['page_size=1000', 400, 'validation_failed', { page_size: sizeMessage }],
  ['page_size=ten', 400, 'validation_failed', { page_size: sizeMessage }],
  [
    'lowrange=500&heighrange=100',
    400,
    'validation_failed',
    { lowrange: 'must not be more than heighrange' },
  ],
  ['lowrange=abc', 400, 'validation_failed', { lowrange: amountMessage }],
  ['heighrange=-5', 400, 'validation_failed', { heighrange: amountMessage }],
  ['heighrange=5.999', 400, 'validation_failed', { heighrange: amountMessage }],
  [
    'ordering=price;drop',
    400,
    'validation_failed',
    { ordering: 'must be one of -created_at, price, -price, name' },
  ],
  ['is_active=maybe', 400, 'validation_failed', { is_active: 'must be true or false' }],
  [
    'tag=eid',
    400,
    'validation_failed',
    { tag: 'must be tag ids separated by commas, such as 3,7' },
  ],
  [
    'tag=1,x',
    400,
    'validation_failed',
    { tag: 'must be tag ids separated by commas, such as 3,7' },
  ],
  ['tag=999999', 400, 'validation_failed', { tag: 'unknown: 999999' }],
  ['tagslug=eid,nope', 400, 'validation_failed', { tagslug: 'unknown: nope' }],
  ['attribute=size-m,colour-teal', 400, 'validation_failed', { attribute: 'unknown: colour-teal' }],
  ['page=0&page_size=0', 400, 'validation_failed', { page: pageMessage, page_size: sizeMessage }],
  [
    'parentCategory=no-such-category',
    404,
    'category_not_found',
    { parentCategory: 'no such category' },
  ],
  ['parentCategory=999999', 404, 'category_not_found', { parentCategory: 'no such category' }],
  ["parentCategory=' OR 1=1 --", 404, 'category_not_found', { parentCategory: 'no such category' }],
  ['is_active=false', 403, 'forbidden', { is_active: 'only staff may list inactive products' }],
];

describeCatalogue('GET /api/v1/product/all errors', () => {
  it.each(errorCases)('%s answers %i %s', async (query, status, code, fields) => {
    const answer = await call<ErrorBody>(all, `/api/v1/product/all?${encodeURI(query)}`);
    expect(answer.status).toBe(status);
    expect(answer.body.error).toEqual({
      code,
      message: expect.any(String),
      ...(fields && { fields }),
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it.each(errorCases.filter(([query]) => !query.startsWith('page')))(
    'shopfilters validates the same query: %s',
    async (query, status, code) => {
      const answer = await call<ErrorBody>(
        shopfilters,
        `/api/v1/product/shopfilters?${encodeURI(query)}`,
      );
      expect(answer.status).toBe(status);
      expect(answer.body.error.code).toBe(code);
    },
  );

  it.each(['attribute=size-m%00', 'tagslug=%00', 'parentCategory=%00', 'keyward=leh%00enga'])(
    'refuses a NUL character before the database sees it: %s',
    async (query) => {
      const log = captureLog();
      const answer = await call<ErrorBody>(all, `/api/v1/product/all?${query}`);
      log.restore();
      expect(log.lines).toEqual([]);
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toEqual({
        [query.split('=')[0]!]: 'must not contain NUL characters',
      });
    },
  );

  it('answers a page past the last with 404 page_not_found', async () => {
    const answer = await call<ErrorBody>(all, '/api/v1/product/all?page=2');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toEqual({
      code: 'page_not_found',
      message: 'There is no page 2.',
      fields: { page: 'must be at most 1' },
    });
    const empty = await call<ErrorBody>(all, '/api/v1/product/all?keyward=zzzzzz&page=2');
    expect(empty.status).toBe(404);
  });
});
