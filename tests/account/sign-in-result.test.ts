import { createTranslator } from 'next-intl';
import type { SignInResponse } from 'next-auth/react';
import type { AccountT } from '@/components/account/explain-failure';
import { signInProblem } from '@/components/account/sign-in-result';
import { loadMessages } from '@/i18n/messages';

const refused = (code: string): SignInResponse => ({
  error: 'CredentialsSignin',
  code,
  status: 401,
  ok: false,
  url: null,
});

describe('a refused sign-in in the form', () => {
  let t: AccountT;
  beforeAll(async () => {
    t = createTranslator({
      locale: 'bn',
      messages: await loadMessages('bn'),
      namespace: 'account',
    });
  });

  it('asks for each field left blank, beside it, since next-auth names none', () => {
    const typed = { email: '  ', password: '' };
    expect(signInProblem(refused('invalid_credentials'), 'password', typed, t)).toEqual({
      fields: { email: 'আপনার ই-মেইল ঠিকানা লিখুন', password: 'আপনার পাসওয়ার্ড লিখুন' },
    });
    expect(signInProblem(refused('invalid_code'), 'otp', { otp: '' }, t)).toEqual({
      fields: { otp: '৬ অঙ্কের কোডটি লিখুন' },
    });
  });

  it('says a wrong password or a wait beside the field it names', () => {
    const typed = { email: 'a@example.com', password: 'wrong' };
    expect(signInProblem(refused('invalid_credentials'), 'password', typed, t)).toEqual({
      fields: { password: t('failures.invalid_credentials') },
    });
    expect(signInProblem(refused('throttled'), 'otp', { otp: '' }, t)).toEqual({
      fields: { otp: t('failures.throttled') },
    });
  });

  it('says an address that cannot be one beside the e-mail field, and a blank password too', () => {
    expect(
      signInProblem(refused('invalid_email'), 'password', { email: 'ayesha@', password: 'x' }, t),
    ).toEqual({
      fields: { email: t('fieldProblems.validEmail') },
    });
    expect(
      signInProblem(refused('invalid_email'), 'password', { email: ' ', password: '' }, t),
    ).toEqual({
      fields: { email: 'আপনার ই-মেইল ঠিকানা লিখুন', password: 'আপনার পাসওয়ার্ড লিখুন' },
    });
  });

  it('says above the form when the server could not be reached, and nothing on success', () => {
    expect(signInProblem(undefined, 'password', {}, t)).toEqual({
      fields: {},
      message: t('failures.unavailable'),
    });
    const ok = { error: undefined, code: undefined, status: 200, ok: true, url: '/' };
    expect(signInProblem(ok, 'password', {}, t)).toBeNull();
  });
});
