import { describeJob, type JobSubject } from '@/lib/fulfilment/failed-jobs/job-summary';
import { failureMessage } from '@/lib/jobs/failure-message';

describe('a job in the staff’s words', () => {
  it.each<[string, JobSubject, string]>([
    [
      'an SMS about an order',
      {
        data: { outboxId: 4 },
        message: { channel: 'sms', recipient: '+8801712345678' },
        orderNumber: 'NJ-260310-00001',
      },
      'SMS to +8801712345678 · order NJ-260310-00001',
    ],
    [
      'an e-mail about nothing in particular',
      {
        data: { outboxId: 5 },
        message: { channel: 'email', recipient: 'a@example.com' },
        orderNumber: null,
      },
      'E-mail to a@example.com',
    ],
    [
      'a message gone from the outbox',
      { data: { outboxId: 6 }, message: null, orderNumber: null },
      'Message 6, no longer in the outbox',
    ],
    [
      'an order’s release',
      { data: { orderId: 7 }, message: null, orderNumber: 'NJ-260310-00007' },
      'Order NJ-260310-00007',
    ],
    [
      'an order that is gone',
      { data: { orderId: 8 }, message: null, orderNumber: null },
      'Order id 8, not found',
    ],
    [
      'a job of another kind, by its fields',
      { data: { imageId: 12, size: 'large' }, message: null, orderNumber: null },
      'ImageId 12 · size large',
    ],
    [
      'an edge purge, its lists cut short and an empty one left out',
      {
        data: {
          tags: ['product:1', 'product:2', 'listing:all', 'banner', 'sitemap', 'page:faq'],
          keys: [],
        },
        message: null,
        orderNumber: null,
      },
      'Tags product:1, product:2, listing:all, banner and 2 more',
    ],
    ['a sweep with no data', { data: {}, message: null, orderNumber: null }, ''],
    ['data that is not an object', { data: null, message: null, orderNumber: null }, ''],
  ])('%s', (_case, subject, words) => {
    expect(describeJob(subject)).toBe(words);
  });

  it('tells at most three things, however much data there is', () => {
    const data = { a: 1, b: 2, c: 3, d: 4, e: 5 };
    expect(describeJob({ data, message: null, orderNumber: null })).toBe('A 1 · b 2 · c 3');
  });
});

describe('the error a job failed with', () => {
  it.each<[string, unknown, string | null]>([
    [
      'a thrown error, as pg-boss stores it',
      { name: 'Error', message: 'boom', stack: '…' },
      'boom',
    ],
    [
      'a timeout, as pg-boss words it',
      { value: { message: 'job failed by timeout' } },
      'job failed by timeout',
    ],
    ['a plain value', { value: 'no route' }, 'no route'],
    ['a string', 'refused', 'refused'],
    ['nothing', null, null],
    ['anything else, as JSON', { code: 7 }, '{"code":7}'],
  ])('%s', (_case, output, message) => {
    expect(failureMessage(output)).toBe(message);
  });
});
