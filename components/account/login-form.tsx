'use client';

import { useTranslations } from '#intl';
import { useState } from 'react';
import { accountRoutes } from '@/lib/identity/client';
import { EmailSignIn } from './email-sign-in';
import { FormNotice } from './form-notice';
import { GoogleButton } from './google-button';
import { MethodChoice, type Method } from './method-choice';
import { OtherWay } from './other-way';
import { PhoneSignIn } from './phone-sign-in';
import { signInFailure } from './explain-failure';
import { useGoTo } from './use-go-to';

type LoginFormProps = {
  callbackUrl: string;
  googleEnabled: boolean;
  /** next-auth's `?error=&code=` after a failed redirect sign-in (Google). */
  failure?: { error?: string; code?: string };
};

/** Sign in by e-mail and password or by phone and code, or with Google when it is set up. */
export function LoginForm({ callbackUrl, googleEnabled, failure }: LoginFormProps) {
  const t = useTranslations('account');
  const [method, setMethod] = useState<Method>('email');
  const goOn = useGoTo(callbackUrl);
  const failed = failure?.error ? (signInFailure(failure.code, t) ?? t('failures.otherWay')) : null;

  return (
    <>
      <FormNotice notice={failed ? { tone: 'error', text: failed } : null} className="mb-8" />
      <MethodChoice legend={t('methods.signInWith')} value={method} onChange={setMethod} />
      {method === 'email' ? <EmailSignIn onSignedIn={goOn} /> : <PhoneSignIn onSignedIn={goOn} />}
      {googleEnabled && (
        <div className="mt-10">
          <p className="text-ink-muted mb-6 flex items-center gap-4 text-xs tracking-[0.25em] uppercase before:h-px before:flex-1 before:bg-stone-200 after:h-px after:flex-1 after:bg-stone-200">
            {t('login.or')}
          </p>
          <GoogleButton callbackUrl={callbackUrl} />
        </div>
      )}
      <OtherWay
        text={t('login.newHere')}
        href={`${accountRoutes.signup}?callbackUrl=${encodeURIComponent(callbackUrl)}`}
        link={t('login.createAccount')}
      />
    </>
  );
}
