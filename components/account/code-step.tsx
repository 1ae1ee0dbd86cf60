'use client';

import { useTranslations } from '#intl';
import { CodeField } from './code-field';
import { CodeSent } from './code-sent';
import type { useCodeRequest } from './use-code-request';

type CodeStepProps = {
  code: ReturnType<typeof useCodeRequest>;
  error?: string;
  /** Asks again for a code to the same address. */
  onResend: (to: string) => unknown;
  /** After the code request is forgotten, for the form to clear its messages. */
  onRestart: () => void;
  changeLabel?: string;
};

/** The second step of every code flow: where the code went, resend, and the code itself. */
export function CodeStep({ code, error, onResend, onRestart, changeLabel }: CodeStepProps) {
  const t = useTranslations('account.buttons');
  return (
    <>
      <CodeSent
        to={code.sentTo ?? ''}
        secondsLeft={code.secondsLeft}
        sending={code.sending}
        onResend={() => void onResend(code.sentTo ?? '')}
        onChange={() => {
          code.restart();
          onRestart();
        }}
        changeLabel={changeLabel ?? t('useAnotherNumber')}
      />
      <CodeField error={error} />
    </>
  );
}
