'use client';

import { useTranslations } from '#intl';
import { CloseButton } from '@/components/ui/close-button';

/** The failed sign-out's alert, at the foot of the screen where the shell's notices show. */
export default function SignOutProblemNotice({ onDismiss }: { onDismiss: () => void }) {
  const t = useTranslations('shell.account');
  return (
    <div className="fixed inset-x-4 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:right-8 sm:bottom-8">
      <div
        role="alert"
        data-testid="sign-out-problem"
        className="text-ink flex w-full max-w-sm items-center gap-2 border border-l-2 border-stone-200 border-l-red-700 bg-white py-4 pr-2 pl-5 shadow-xl shadow-stone-900/10"
      >
        <p className="min-w-0 flex-1 text-sm leading-6">{t('signOutFailed')}</p>
        <CloseButton label={t('dismissProblem')} onClick={onDismiss} />
      </div>
    </div>
  );
}
