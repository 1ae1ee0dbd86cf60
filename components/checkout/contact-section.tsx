'use client';

import { useTranslations } from '#intl';
import { CodeStep } from '@/components/account/code-step';
import type { FieldErrors } from '@/components/account/form-values';
import { TextField } from '@/components/account/form-field';
import { PhoneField } from '@/components/account/phone-field';
import { WhatsAppOptIn } from '@/components/account/whatsapp-opt-in';
import type { useCodeRequest } from '@/components/account/use-code-request';
import type { User } from '@/lib/customers';
import { BagReminderOptIn } from './bag-reminder-opt-in';
import { CheckoutSection } from './checkout-section';
import { Button } from '@/components/ui/button';

type ContactSectionProps = {
  user: User | null;
  /** WhatsApp is set up: offer the order's updates there. */
  whatsapp: boolean;
  errors: FieldErrors;
  /** Guests confirm the phone with a one-time code; null for signed-in shoppers. */
  code: ReturnType<typeof useCodeRequest> | null;
  onSendCode: () => void;
  onRestartCode: () => void;
};

/**
 * Who the order is for: name, mobile (confirmed by a code for guests), e-mail, and whether
 * its updates go on WhatsApp.
 */
export function ContactSection({
  user,
  whatsapp,
  errors,
  code,
  onSendCode,
  onRestartCode,
}: ContactSectionProps) {
  const t = useTranslations('checkout.contact');
  return (
    <CheckoutSection step={1} title={t('title')}>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label={t('name')}
          name="name"
          autoComplete="name"
          defaultValue={user?.name}
          error={errors.name}
          className="sm:col-span-2"
        />
        <PhoneField defaultValue={user?.phone ?? undefined} error={errors.phone} className="" />
        <TextField
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={user?.email ?? undefined}
          error={errors.email}
          hint={errors.email ? undefined : t('emailHint')}
        />
      </div>
      {whatsapp && (
        <WhatsAppOptIn defaultChecked={user?.whatsapp_opt_in === true} className="mt-6" />
      )}
      <BagReminderOptIn className="mt-4" />
      {code && (
        <div className="mt-6">
          {code.sentTo ? (
            <CodeStep
              code={code}
              error={errors.otp}
              onResend={onSendCode}
              onRestart={onRestartCode}
            />
          ) : (
            <div className="bg-ivory flex flex-wrap items-center justify-between gap-4 px-5 py-4">
              <p className="text-ink-soft max-w-sm text-sm">{t('guest')}</p>
              <Button variant="secondary" onClick={onSendCode} disabled={code.sending}>
                {code.sending ? t('sending') : t('sendCode')}
              </Button>
            </div>
          )}
        </div>
      )}
    </CheckoutSection>
  );
}
