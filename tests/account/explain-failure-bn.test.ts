import { createTranslator } from 'next-intl';
import {
  fieldProblem,
  fieldsOf,
  localisedFailure,
  signInFailure,
  type Words,
} from '@/components/account/explain-failure';
import { loadMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { ApiClientError } from '@/lib/http/api-client';

const wordsIn = async (locale: Locale): Promise<Words> => ({
  locale,
  t: createTranslator({ locale, messages: await loadMessages(locale), namespace: 'account' }),
});

const refusal = (status: number, code: string, message: string, fields = {}) =>
  new ApiClientError(status, code, message, fields);

describe('a failed account call on a Bangla page', () => {
  let bn: Words;
  let en: Words;
  beforeAll(async () => {
    bn = await wordsIn('bn');
    en = await wordsIn('en');
  });

  it('says a known refusal by its code, never in the server English', () => {
    const taken = refusal(
      409,
      'email_taken',
      'An account with this e-mail address already exists.',
    );
    expect(localisedFailure(taken, 'createAccount', bn)).toBe(
      'এই ই-মেইল ঠিকানায় আগে থেকেই একটি অ্যাকাউন্ট আছে।',
    );
    expect(fieldsOf(taken, bn)).toEqual({
      email: 'এই ই-মেইল ঠিকানায় আগে থেকেই একটি অ্যাকাউন্ট আছে।',
    });
    const wrongCode = refusal(400, 'invalid_code', 'The code is wrong or has expired.');
    expect(fieldsOf(wrongCode, bn).otp).toBe(
      'কোডটি ভুল অথবা মেয়াদ শেষ। কোডটি দেখে নিন, অথবা নতুন কোড চান।',
    );
  });

  it('says the server’s own field words of a taken e-mail and a wrong code, never "check this field"', () => {
    const taken = refusal(
      409,
      'email_taken',
      'An account with this e-mail address already exists.',
      {
        email: 'An account with this e-mail address already exists',
      },
    );
    expect(fieldsOf(taken, bn)).toEqual({
      email: 'এই ই-মেইল ঠিকানায় আগে থেকেই একটি অ্যাকাউন্ট আছে।',
    });
    const wrongCode = refusal(401, 'invalid_code', 'The code is wrong or has expired.', {
      otp: 'The code is wrong or has expired',
    });
    expect(fieldsOf(wrongCode, bn).otp).toBe(
      'কোডটি ভুল অথবা মেয়াদ শেষ। কোডটি দেখে নিন, অথবা নতুন কোড চান।',
    );
  });

  it('puts what was being done into the sentence for throttling, a lost session and outages', () => {
    expect(localisedFailure(refusal(429, 'throttled', 'Too many'), 'sendCode', bn)).toBe(
      'অনেকবার চেষ্টা করা হয়েছে, তাই কোড পাঠানো গেল না। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
    );
    expect(localisedFailure(refusal(401, 'unauthenticated', 'No'), 'saveAddress', bn)).toBe(
      'আপনার সেশন শেষ হয়ে গেছে, তাই আপনার ঠিকানা সংরক্ষণ করা গেল না। দয়া করে আবার সাইন ইন করুন।',
    );
    expect(localisedFailure(refusal(503, 'unavailable', 'Down'), 'saveDetails', bn)).toBe(
      'এই মুহূর্তে আপনার তথ্য সংরক্ষণ করা গেল না। একটু পরে আবার চেষ্টা করুন।',
    );
    expect(
      localisedFailure(refusal(0, 'network_error', 'Something went wrong.'), 'sendCode', bn),
    ).toBe('স্টোরের সাথে যোগাযোগ করা গেল না। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।');
  });

  it('gives an unknown refusal a Bangla way forward instead of the server text', () => {
    const odd = refusal(422, 'something_new', 'The server says something in English.');
    const said = localisedFailure(odd, 'changePassword', bn);
    expect(said).toBe('আপনার পাসওয়ার্ড বদলানো গেল না। দয়া করে তথ্যগুলো দেখে আবার চেষ্টা করুন।');
  });

  it('tells a wrong current password from a wrong sign-in', () => {
    const wrong = refusal(401, 'invalid_credentials', 'The current password is not correct.', {
      currentPassword: 'The current password is not correct',
    });
    expect(localisedFailure(wrong, 'changePassword', bn)).toBe('বর্তমান পাসওয়ার্ডটি সঠিক নয়।');
    expect(fieldsOf(wrong, bn)).toEqual({ currentPassword: 'বর্তমান পাসওয়ার্ডটি সঠিক নয়।' });
  });

  it('puts the shared schemas’ field messages in Bangla, with Bangla digits, or a polite fallback', () => {
    expect(fieldProblem('Enter a valid e-mail address, such as name@example.com', bn)).toBe(
      'একটি সঠিক ই-মেইল ঠিকানা লিখুন, যেমন name@example.com',
    );
    expect(fieldProblem('Use at least 8 characters', bn)).toBe('অন্তত ৮টি অক্ষর ব্যবহার করুন');
    expect(fieldProblem('Use at most 100 characters', bn)).toBe('সর্বোচ্চ ১০০টি অক্ষর ব্যবহার করুন');
    expect(fieldProblem('must be a Bangladeshi mobile number, such as 01712345678', bn)).toBe(
      'বাংলাদেশের একটি মোবাইল নম্বর দিন, যেমন ০১৭১২৩৪৫৬৭৮',
    );
    expect(fieldProblem('Enter the recipient', bn)).toBe('দয়া করে এই ঘরটি দেখুন');
  });

  it('leaves a message a form has already put in Bangla as it is', () => {
    const own = 'অর্ডার নম্বরটি লিখুন';
    expect(fieldProblem(own, bn)).toBe(own);
    expect(fieldProblem(fieldProblem('Use at least 8 characters', bn), bn)).toBe(
      'অন্তত ৮টি অক্ষর ব্যবহার করুন',
    );
  });

  it('leaves English pages with the words they always had', () => {
    const taken = refusal(409, 'username_taken', 'This username is taken.');
    expect(localisedFailure(taken, 'saveDetails', en)).toBe('This username is taken.');
    expect(localisedFailure(refusal(429, 'throttled', 'x'), 'sendCode', en)).toBe(
      'Too many attempts, so we could not send a code. Please wait a minute and try again.',
    );
    expect(fieldProblem('Use at least 8 characters', en)).toBe('Use at least 8 characters');
  });

  it('names a failed sign-in by its code, and nothing for a code it does not know', () => {
    expect(signInFailure('invalid_credentials', bn.t)).toBe(
      'এই ই-মেইল ও পাসওয়ার্ডে কোনো অ্যাকাউন্ট মেলেনি। দুটোই দেখে আবার চেষ্টা করুন।',
    );
    expect(signInFailure('no_such_code', bn.t)).toBeUndefined();
    expect(signInFailure(undefined, bn.t)).toBeUndefined();
  });
});
