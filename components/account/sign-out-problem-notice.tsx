'use client';

import { useTranslations } from '#intl';
import { CloseButton } from '@/components/ui/close-button';
import { toastBoxClass, toastRegionClass } from '@/components/ui/toast-look';

/**
 * The failed sign-out's alert, where passing notices show, but staying until dismissed and
 * said at once (an alert, not the polite region of `ToastRegion`).
 */
export default function SignOutProblemNotice({ onDismiss }: { onDismiss: () => void }) {
  const t = useTranslations('shell.account');
  return (
    <div className={toastRegionClass}>
      <div role="alert" data-testid="sign-out-problem" className={toastBoxClass('error')}>
        <p className="min-w-0 flex-1 text-sm leading-6">{t('signOutFailed')}</p>
        <CloseButton label={t('dismissProblem')} onClick={onDismiss} />
      </div>
    </div>
  );
}
