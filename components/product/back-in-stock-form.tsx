'use client';

import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { formValues } from '@/components/account/form-values';
import { TextField } from '@/components/account/form-field';
import { FormNotice } from '@/components/account/form-notice';
import { SubmitButton } from '@/components/account/submit-button';
import { Button } from '@/components/ui/button';
import { useApiForm } from '@/components/ui/form/use-api-form';
import { ApiClientError, apiRequest } from '@/lib/http/api-client';
import { localeDigits } from '@/lib/i18n/digits';
import { useBackInStockFailure } from './back-in-stock-failure';

type Step = { kind: 'phone' } | { kind: 'code'; phone: string } | { kind: 'done'; phone: string };

type Props = { variantId: number; choice: string };

/** The server asks for a code only when the phone is not her account's confirmed one. */
const asksForCode = (error: unknown) =>
  error instanceof ApiClientError &&
  error.code === 'validation_failed' &&
  Object.keys(error.fields).join() === 'otp';

/**
 * "Tell me when it's back": her phone, then (unless it is her account's confirmed phone) the
 * code sent to it; one SMS when the size or colour is back (lib/catalogue/stock-alerts).
 */
export function BackInStockForm({ variantId, choice }: Props) {
  const t = useTranslations('product.backInStock');
  const locale = useLocale();
  const explain = useBackInStockFailure();
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const join = (phone: string, otp?: string) =>
    apiRequest('POST', '/api/v1/stock-alerts', { variant_id: variantId, phone, otp, locale });

  const phoneForm = useApiForm(
    async (form: FormData) => {
      const phone = (formValues(form).phone ?? '').trim();
      try {
        await join(phone);
        return { kind: 'done', phone } as const;
      } catch (error) {
        if (!asksForCode(error)) throw error;
        await apiRequest('POST', '/api/v1/stock-alerts/otp', { phone, locale });
        return { kind: 'code', phone } as const;
      }
    },
    { explain, onSuccess: setStep },
  );
  const codeForm = useApiForm(
    async (form: FormData) => {
      if (step.kind !== 'code') throw new Error('no phone to confirm');
      await join(step.phone, formValues(form).otp ?? '');
      return { kind: 'done', phone: step.phone } as const;
    },
    { explain, onSuccess: setStep },
  );

  if (step.kind === 'done') {
    return (
      <p role="status" className="text-ink-soft text-sm leading-6">
        {t('done', { phone: localeDigits(step.phone, locale), choice })}
      </p>
    );
  }
  if (step.kind === 'code') {
    const { errors, formError, pending, formProps } = codeForm;
    return (
      <form {...formProps} aria-label={t('codeForm')}>
        <FormNotice
          notice={formError ? { tone: 'error', text: formError } : null}
          className="mb-4"
        />
        <p className="text-ink-soft mb-4 text-sm leading-6">
          {t('codeSent', { phone: localeDigits(step.phone, locale) })}
        </p>
        <TextField
          label={t('code')}
          name="otp"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9০-৯]*"
          autoFocus
          required
          error={errors.otp}
          className="mb-4"
        />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton pending={pending} label={t('confirm')} pendingLabel={t('confirming')} />
          <Button variant="quiet" onClick={() => setStep({ kind: 'phone' })}>
            {t('change')}
          </Button>
        </div>
      </form>
    );
  }
  const { errors, formError, pending, formProps } = phoneForm;
  return (
    <form {...formProps} aria-label={t('phoneForm')}>
      <FormNotice notice={formError ? { tone: 'error', text: formError } : null} className="mb-4" />
      <p className="text-ink-soft mb-4 text-sm leading-6">{t('intro', { choice })}</p>
      <TextField
        label={t('phone')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        autoFocus
        required
        hint={errors.phone ? undefined : t('phoneHint')}
        error={errors.phone}
        className="mb-4"
      />
      <SubmitButton pending={pending} label={t('send')} pendingLabel={t('sending')} />
    </form>
  );
}
