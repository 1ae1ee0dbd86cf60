'use client';

import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { AccountForm } from '@/components/account/account-form';
import { formValues } from '@/components/account/form-values';
import { CodeStep } from '@/components/account/code-step';
import { TextField } from '@/components/account/form-field';
import { failureNotice, type Notice } from '@/components/account/form-notice';
import { PhoneField } from '@/components/account/phone-field';
import { useCodeRequest } from '@/components/account/use-code-request';
import { useExplainFailure } from '@/components/account/use-explain-failure';
import { useFailureWords } from '@/components/checkout/use-failure-words';
import { useApiForm } from '@/components/ui/form/use-api-form';
import { useLocalisedRouter } from '@/components/navigation/localised-navigation';
import { apiRequest } from '@/lib/http/api-client';
import { asciiDigits } from '@/lib/i18n/digits';

/** The order and the phone a code was asked for with, as she typed them. */
type Asked = { number: string; phone: string };

/** A failed tracking call in the page's words: `action` completes the English "We could not …". */
function useTrackFailure(action: string) {
  const words = useFailureWords();
  const explain = useExplainFailure(words.explain(action));
  return (error: unknown) => explain(words.failure(error));
}

/**
 * /track-order: the order number and the phone it was placed with, then the 6-digit code
 * sent to that phone (docs/decisions.md, "Finding an order by phone"). The server answers
 * step 1 alike whether or not they match, so the form cannot tell either.
 */
export function TrackOrderForm({ number: givenNumber = '' }: { number?: string }) {
  const t = useTranslations('orders.track');
  const locale = useLocale();
  const words = useFailureWords();
  const code = useCodeRequest();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const explain = useTrackFailure('send a code');

  // Failures are thrown to the form that asked; a resend's are said above the code.
  const requestCode = (input: Asked, onError?: (error: unknown) => void) =>
    code.send(
      input.phone,
      async () => {
        const answer = await apiRequest<{ message: string }>('POST', '/api/v1/orders/track/code', {
          ...input,
          locale,
        });
        setAsked(input);
        setNotice({ tone: 'success', text: words.english ? answer.message : t('codeSent') });
      },
      onError,
    );

  const askForCode = (form: FormData) => {
    const { number = '', phone = '' } = formValues(form);
    // An order number typed in Bangla digits reads the same as in ASCII ones.
    return requestCode({ number: asciiDigits(number), phone });
  };
  const { errors, ...form } = useApiForm(askForCode, { explain });

  if (code.sentTo && asked) {
    return (
      <CodeForm
        asked={asked}
        notice={notice}
        code={code}
        onResend={() => requestCode(asked, (error) => setNotice(failureNotice(explain(error))))}
        onRestart={() => setNotice(null)}
      />
    );
  }
  return (
    <AccountForm
      label={t('formLabel')}
      form={form}
      submit={{ label: t('sendCode'), pendingLabel: t('sending') }}
    >
      {/* Back from the code, the order and the phone she asked with are there to change. */}
      <TextField
        label={t('number')}
        name="number"
        defaultValue={asked?.number ?? givenNumber}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="NJ-260521-48271"
        hint={errors.number ? undefined : t('numberHint')}
        error={errors.number}
        className="mb-6"
      />
      <PhoneField
        label={t('phone')}
        defaultValue={asked?.phone}
        error={errors.phone}
        className="mb-8"
      />
    </AccountForm>
  );
}

type CodeFormProps = {
  asked: Asked;
  notice: Notice | null;
  code: ReturnType<typeof useCodeRequest>;
  onResend: () => void;
  /** After "Use another order or number", back to the first step. */
  onRestart: () => void;
};

/** Step 2, a form of its own: the code sent to the order's phone opens the order. */
function CodeForm({ asked, notice, code, onResend, onRestart }: CodeFormProps) {
  const t = useTranslations('orders.track');
  const locale = useLocale();
  const router = useLocalisedRouter();
  const [opening, setOpening] = useState(false);
  const explain = useTrackFailure('open your order');
  const openOrder = (form: FormData) =>
    apiRequest('POST', '/api/v1/orders/track', {
      ...asked,
      otp: formValues(form).otp ?? '',
      locale,
    });
  const { errors, ...form } = useApiForm(openOrder, {
    explain,
    onSuccess: () => {
      // The button says so until the order's page is there.
      setOpening(true);
      router.push(`/track-order/${encodeURIComponent(asked.number)}`);
    },
  });

  return (
    <AccountForm
      label={t('formLabel')}
      form={form}
      notice={notice}
      submit={{ label: t('see'), pendingLabel: t('opening') }}
      busy={opening}
    >
      <p className="text-ink-soft mb-4 text-sm">
        {t('order')} <span className="text-ink font-medium">{asked.number}</span>
      </p>
      <CodeStep
        code={code}
        error={errors.otp}
        onResend={onResend}
        onRestart={onRestart}
        changeLabel={t('changeLabel')}
      />
    </AccountForm>
  );
}
