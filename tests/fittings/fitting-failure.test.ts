import { createTranslator } from 'next-intl';
import { asApiError, fittingProblem, type FittingT } from '@/components/fitting/fitting-failure';
import { loadMessages } from '@/i18n/messages';
import { ApiClientError } from '@/lib/http/api-client';

describe('a refused fitting booking', () => {
  let bn: FittingT;
  let en: FittingT;
  beforeAll(async () => {
    bn = createTranslator({
      locale: 'bn',
      messages: await loadMessages('bn'),
      namespace: 'fitting',
    });
    en = createTranslator({
      locale: 'en',
      messages: await loadMessages('en'),
      namespace: 'fitting',
    });
  });

  it('is said in Bangla by its code, never in the server English', () => {
    const full = new ApiClientError(409, 'slot_full', 'That time is now full.');
    expect(fittingProblem(full, 'bn', bn)).toEqual({
      fields: {},
      text: 'এই সময়টি এইমাত্র বুক হয়ে গেছে। দয়া করে অন্য একটি সময় বেছে নিন।',
    });
    const wrongCode = new ApiClientError(400, 'invalid_code', 'The code is wrong.');
    expect(fittingProblem(wrongCode, 'bn', bn).fields.otp).toBe(
      'কোডটি ভুল অথবা মেয়াদ শেষ। কোডটি দেখে নিন, অথবা নতুন কোড চান।',
    );
  });

  it('says in Bangla that a phone or account already holds its 2 fittings', () => {
    const many = new ApiClientError(409, 'too_many_bookings', 'This phone number already has 2…');
    expect(fittingProblem(many, 'bn', bn)).toEqual({
      fields: {},
      text: 'আপনার ইতিমধ্যে ২টি ফিটিং বুক করা আছে। অন্য সময় বুক করতে আগে একটি বাতিল করুন (বাতিলের লিংক এসএমএস-এ আছে)।',
    });
  });

  it('puts each refused field in Bangla, with a polite word for one it does not know', () => {
    const invalid = new ApiClientError(400, 'validation_failed', 'Check the fields.', {
      phone: 'must be a Bangladeshi mobile number, such as 01712345678',
      note: 'Use at most 500 characters',
    });
    expect(fittingProblem(invalid, 'bn', bn)).toEqual({
      fields: {
        phone: 'বাংলাদেশের একটি মোবাইল নম্বর দিন, যেমন ০১৭১২৩৪৫৬৭৮',
        note: 'দয়া করে এই ঘরটি দেখুন',
      },
      text: 'দয়া করে নিচে চিহ্নিত ঘরগুলো দেখুন।',
    });
    expect(fittingProblem(asApiError(new TypeError('fetch failed')), 'bn', bn).text).toBe(
      'স্টোরের সাথে যোগাযোগ করা গেল না। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    );
  });

  it('keeps the server words on an English page', () => {
    const full = new ApiClientError(409, 'slot_full', 'That time is now full.', { start: 'Full' });
    expect(fittingProblem(full, 'en', en)).toEqual({
      fields: { start: 'Full' },
      text: 'That time is now full.',
    });
  });
});
