import { withFormNames } from '@/components/checkout/server-fields';
import { useFailureWords } from '@/components/checkout/use-failure-words';
import { useGuestCode } from '@/components/checkout/use-guest-code';
import { ApiClientError } from '@/lib/http/api-client';
import type { Locale } from '@/i18n/routing';
import { renderWithIntl } from '@/tests/helpers/intl';

/** What a form would show for `error`: the words above it and beside each field. */
function Shown({ error }: { error: unknown }) {
  const words = useFailureWords();
  const said = words.failure(error) as ApiClientError;
  return (
    <p>
      {words.explain('place your order')(said)}|{JSON.stringify(said.fields)}
    </p>
  );
}

/** The fields a guest's refused order shows, before she has asked for a code. */
function GuestOrderRefused({ error }: { error: unknown }) {
  const words = useFailureWords();
  const guest = useGuestCode(
    true,
    () => '01712345678',
    () => ({ items: [], name: '', remind: false }),
  );
  const refused = words.refusal(withFormNames(error), 'place your order');
  return <p>{JSON.stringify(guest.refusedFields(refused.fields))}</p>;
}

const shown = async (error: unknown, locale: Locale) => {
  const html = await renderWithIntl(<Shown error={error} />, locale);
  const [above, fields] = html
    .replace(/<\/?p>/g, '')
    .replace(/&quot;/g, '"')
    .split('|');
  return { above, fields: JSON.parse(fields!) as Record<string, string> };
};

const refused = new ApiClientError(422, 'validation_failed', 'Check the highlighted fields', {
  phone: 'Enter a Bangladeshi mobile number',
  'items.0.quantity': 'Only 1 left',
  surprise: 'Something new',
});

describe('the server’s English on a Bangla page', () => {
  it('is said again by field and by code, with a general word for what we do not know', async () => {
    const bangla = await shown(refused, 'bn');
    expect(bangla.above).toBe('আপনার দেওয়া তথ্যগুলো একবার দেখে নিন।');
    expect(bangla.fields).toEqual({
      phone: 'দয়া করে একটি বাংলাদেশি মোবাইল নম্বর লিখুন, যেমন ০১৭১২ ৩৪৫৬৭৮।',
      'items.0.quantity': 'আপনার ব্যাগের একটি পোশাক আর পাওয়া যাচ্ছে না।',
      surprise: 'দয়া করে এই ঘরটি দেখুন।',
    });
    const soldOut = new ApiClientError(409, 'out_of_stock', 'Not enough stock');
    expect((await shown(soldOut, 'bn')).above).toBe(
      'আপনার ব্যাগের একটি পোশাক এই পরিমাণে আর স্টকে নেই।',
    );
    expect((await shown(new ApiClientError(503, 'unknown_thing', 'Down'), 'bn')).above).toBe(
      'আমাদের দিকে একটি সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।',
    );
    expect((await shown(new TypeError('fetch failed'), 'bn')).above).toBe(
      'আমাদের দিকে একটি সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।',
    );
  });

  it('says a wrong discount code and a wrong tracking code for what they are', async () => {
    const unknownCode = new ApiClientError(409, 'discount_unavailable', 'We cannot apply', {
      code: 'We cannot apply this code: check its spelling, or place your order without it.',
    });
    expect((await shown(unknownCode, 'bn')).fields.code).toBe(
      'এই কোডটি প্রয়োগ করা যাচ্ছে না: বানান দেখে নিন, অথবা কোড ছাড়াই অর্ডার করুন।',
    );
    const short = new ApiClientError(422, 'validation_failed', 'Check', {
      discount_code: 'Spend ৳ 1,20,000 more to use this code.',
    });
    expect((await shown(short, 'bn')).fields.discount_code).toBe(
      'এই কোডটি ব্যবহার করতে আরও ৳ ১,২০,০০০-এর কেনাকাটা করুন।',
    );
    const wrongOtp = new ApiClientError(401, 'invalid_code', 'The code is wrong', {
      otp: 'The code is wrong or has expired',
    });
    expect((await shown(wrongOtp, 'bn')).fields.otp).toBe(
      'কোডটি ভুল বা মেয়াদোত্তীর্ণ। আবার দেখুন, অথবা নতুন কোড চেয়ে নিন।',
    );
  });

  it('says a refused order beside the form’s own fields, and asks a guest for the code at the phone', async () => {
    const refused = new ApiClientError(422, 'validation_failed', 'Check the fields', {
      'contact.name': 'Enter your name',
      'address.area': 'Enter the area',
      otp: 'Enter the 6-digit code we sent to this phone',
    });
    const html = await renderWithIntl(<GuestOrderRefused error={refused} />, 'bn');
    expect(JSON.parse(html.replace(/<\/?p>/g, '').replace(/&quot;/g, '"'))).toEqual({
      name: 'দয়া করে আপনার পুরো নাম লিখুন।',
      area: 'দয়া করে আপনার এলাকা বা থানা লিখুন।',
      phone: 'আগে নম্বরটি নিশ্চিত করুন: কোড পাঠান চাপুন',
    });
  });

  it('is left as the server said it on an English page', async () => {
    const english = await shown(refused, 'en');
    expect(english.above).toBe('Check the highlighted fields');
    expect(english.fields.phone).toBe('Enter a Bangladeshi mobile number');
  });
});
