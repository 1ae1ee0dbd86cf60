'use client';

import { useTranslations } from '#intl';
import { Button } from '@/components/ui/button';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { fittingTransitions, type FittingStatus } from '@/lib/fittings/client';
import { FormStatus } from '../form-status';

/**
 * The staff's buttons for one booking: each sends the status it names with the version
 * shown, so a booking someone else changed meanwhile is refused rather than overwritten.
 */
export function BookingActions({
  action,
  id,
  version,
  status,
  name,
}: {
  action: FormAction;
  id: number;
  version: number;
  status: FittingStatus;
  name: string;
}) {
  const t = useTranslations('admin.fittings.booking');
  const words = useTranslations('vocabulary');
  const { reply, pending, formProps } = useActionForm(action);
  const next = fittingTransitions[status];
  if (next.length === 0) return null;
  return (
    <form {...formProps} aria-label={t('label', { name })} className="space-y-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      <div className="flex flex-wrap items-center gap-2">
        {next.map((to) => (
          <Button
            key={to}
            type="submit"
            name="to"
            value={to}
            variant="secondary"
            size="small"
            disabled={pending}
            aria-label={t('move', { move: words(`fittingMove.${to}`), name })}
          >
            {words(`fittingMove.${to}`)}
          </Button>
        ))}
        {next.includes('cancelled') && (
          <label className="text-ink-soft flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="notify" className="accent-ink size-4" />
            {t('notify')}
          </label>
        )}
      </div>
      <FormStatus state={reply} />
    </form>
  );
}
