'use client';

import { useTranslations } from '#intl';
import { ResendCode } from './resend-code';
import { Button } from '@/components/ui/button';

type CodeSentProps = {
  to: string;
  secondsLeft: number;
  sending: boolean;
  onResend: () => void;
  onChange: () => void;
  changeLabel: string;
};

/** Where the code went, a way to send it elsewhere, and the resend control. */
export function CodeSent({
  to,
  secondsLeft,
  sending,
  onResend,
  onChange,
  changeLabel,
}: CodeSentProps) {
  const t = useTranslations('account.code');
  return (
    <div className="bg-ivory mb-6 flex flex-wrap items-center justify-between gap-x-6 gap-y-3 px-5 py-4">
      <p className="text-ink-soft text-sm">
        {t.rich('sentTo', {
          to: () => <span className="text-ink font-medium">{to}</span>,
        })}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <ResendCode secondsLeft={secondsLeft} sending={sending} onResend={onResend} />
        <Button variant="quiet" onClick={onChange}>
          {changeLabel}
        </Button>
      </div>
    </div>
  );
}
