import { useJobWords } from '@/components/admin/jobs/job-words';
import type { Locale } from '@/i18n/routing';
import { jobAbout, type JobSubject } from '@/lib/fulfilment/failed-jobs/job-summary';
import { failureMessage } from '@/lib/jobs/failure-message';
import type { JobName } from '@/lib/jobs/names';
import { renderWithIntl } from '@/tests/helpers/intl';

function About({ name, subject }: { name: JobName; subject: JobSubject }) {
  return useJobWords()({ name, about: jobAbout(subject) }).about;
}

const said = (name: JobName, subject: JobSubject, locale: Locale = 'en') =>
  renderWithIntl(<About name={name} subject={subject} />, locale);

const nothingFound = { message: null, orderNumber: null };

describe('a job in the staff’s words, by its name, filled with its data', () => {
  it.each<[string, JobName, JobSubject, string]>([
    [
      'an SMS about an order',
      'deliver-message',
      {
        data: { outboxId: 4 },
        message: { channel: 'sms', recipient: '+8801712345678' },
        orderNumber: 'NJ-260310-00001',
      },
      'SMS to +8801712345678 · order NJ-260310-00001',
    ],
    [
      'an e-mail about nothing in particular',
      'deliver-message',
      {
        data: { outboxId: 5 },
        message: { channel: 'email', recipient: 'a@example.com' },
        orderNumber: null,
      },
      'E-mail to a@example.com',
    ],
    [
      'a message gone from the outbox',
      'deliver-message',
      { data: { outboxId: 12006 }, ...nothingFound },
      'Message 12006, no longer in the outbox',
    ],
    [
      'an order’s release',
      'release-order',
      { data: { orderId: 7 }, message: null, orderNumber: 'NJ-260310-00007' },
      'Order NJ-260310-00007',
    ],
    [
      'an order that is gone',
      'release-order',
      { data: { orderId: 8 }, ...nothingFound },
      'Order id 8, not found',
    ],
    [
      'a courier booking, its courier named and its amount in taka',
      'courier-book',
      {
        data: { orderId: 9, courier: 'pathao', codAmount: 12500, note: '' },
        message: null,
        orderNumber: 'NJ-260310-00009',
      },
      'Order NJ-260310-00009 · Pathao, collecting ৳ 12,500',
    ],
    ['a photo to process', 'process-photo', { data: { uploadId: 3 }, ...nothingFound }, 'Upload 3'],
    [
      'an edge purge, its list cut short and an empty one left out',
      'edge-purge',
      {
        data: {
          tags: ['product:1', 'product:2', 'listing:all', 'banner', 'sitemap', 'page:faq'],
          keys: [],
        },
        ...nothingFound,
      },
      'Tags product:1, product:2, listing:all, banner and 2 more',
    ],
    ['a sweep with no data', 'release-expired-orders', { data: {}, ...nothingFound }, ''],
    ['data that is not an object', 'courier-poll', { data: null, ...nothingFound }, ''],
  ])('%s', async (_case, name, subject, words) => {
    expect(await said(name, subject)).toBe(words);
  });

  it('says it in Bangla from the same data', async () => {
    const sms = {
      data: { outboxId: 4 },
      message: { channel: 'sms' as const, recipient: '+8801712345678' },
      orderNumber: 'NJ-260310-00001',
    };
    expect(await said('deliver-message', sms, 'bn')).toBe(
      '+8801712345678-কে SMS · অর্ডার NJ-260310-00001',
    );
    const purge = { data: { tags: ['a', 'b', 'c', 'd', 'e'], keys: [] }, ...nothingFound };
    expect(await said('edge-purge', purge, 'bn')).toBe('ট্যাগ a, b, c, d এবং আরও ১টি');
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
