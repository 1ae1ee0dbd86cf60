import { SmsFailureNote } from '@/components/admin/jobs/sms-failure-note';
import type { Locale } from '@/i18n/routing';
import type { SmsFailureKind } from '@/lib/messaging';
import { renderWithIntl } from '@/tests/helpers/intl';

const note = async (smsFailure: SmsFailureKind | null, tries: number, locale: Locale = 'en') =>
  (await renderWithIntl(<SmsFailureNote job={{ smsFailure, tries }} />, locale)).replace(
    /<[^>]+>/g,
    '',
  );

describe('why a failed SMS job was not sent, in the staff’s words', () => {
  it.each<[SmsFailureKind, number, Locale, string]>([
    [
      'refused',
      1,
      'en',
      'Number refused by the SMS provider (or its sender id or text) — not retried.',
    ],
    [
      'unavailable',
      1,
      'en',
      'The SMS provider was out of balance or unavailable — it will be tried again.',
    ],
    ['unavailable', 2, 'en', 'The SMS provider was out of balance or unavailable — retried once.'],
    [
      'unavailable',
      11,
      'en',
      'The SMS provider was out of balance or unavailable — retried 10 times.',
    ],
    [
      'refused',
      1,
      'bn',
      'SMS প্রদানকারী নম্বরটি ফিরিয়ে দিয়েছে (অথবা প্রেরক আইডি বা লেখা) — আর চেষ্টা করা হয়নি।',
    ],
    [
      'unavailable',
      11,
      'bn',
      'SMS প্রদানকারীর ব্যালান্স শেষ বা সেবা বন্ধ ছিল — ১০ বার আবার চেষ্টা করা হয়েছে।',
    ],
  ])('%s after %i tries (%s)', async (kind, tries, locale, expected) => {
    await expect(note(kind, tries, locale)).resolves.toBe(expected);
  });

  it('says nothing for a job that failed otherwise', async () => {
    await expect(note(null, 3)).resolves.toBe('');
  });
});
