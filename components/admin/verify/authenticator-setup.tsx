'use client';

import { useTranslations } from '#intl';
import { TextField } from '@/components/account/form-field';
import { SubmitButton } from '@/components/account/submit-button';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { idleState } from '@/lib/identity/client';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { FormStatus } from '../form-status';
import { RecoveryCodeList } from './recovery-code-list';

type Props = {
  action: FormAction<string[]>;
  /** Our own SVG, drawn on the server from the key's otpauth:// address. */
  qrSvg: string;
  secret: string;
  next: string;
};

/** Scan (or type) the key, confirm with a code, then keep the recovery codes shown once. */
export function AuthenticatorSetup({ action, qrSvg, secret, next }: Props) {
  const t = useTranslations('admin.verify');
  const { reply, pending, errors, formProps } = useActionForm(action);
  if (reply.status === 'ok' && reply.data) {
    return (
      <div className="space-y-5">
        <p role="status" className="text-emerald-800">
          {reply.message}
        </p>
        <div>
          <h2 className="text-ink mb-2 text-xs tracking-[0.2em] uppercase">
            {t('setup.recoveryCodes')}
          </h2>
          <p className="text-ink-soft mb-4 text-sm">{t('setup.keepThem')}</p>
          <RecoveryCodeList codes={reply.data} />
        </div>
        <Link href={next} className={buttonClass()}>
          {t('setup.kept')}
        </Link>
      </div>
    );
  }
  return (
    <form {...formProps} className="space-y-6">
      <ol className="text-ink-soft list-decimal space-y-2 pl-5 text-sm">
        <li>{t('setup.step1')}</li>
        <li>{t('setup.step2')}</li>
        <li>{t('setup.step3')}</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <div
          className="h-44 w-44 shrink-0 border border-stone-200 bg-white p-2"
          role="img"
          aria-label={t('setup.qr')}
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <p className="text-ink-soft text-sm break-all">
          {t('setup.key')} <span className="text-ink font-mono tracking-wider">{secret}</span>
        </p>
      </div>
      <input type="hidden" name="secret" value={secret} />
      <input type="hidden" name="next" value={next} />
      <TextField
        name="code"
        label={t('codeFromApp')}
        error={errors.code}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
      />
      <FormStatus state={errors.code ? idleState : reply} />
      <SubmitButton pending={pending} label={t('setup.turnOn')} pendingLabel={t('checking')} wide />
    </form>
  );
}
