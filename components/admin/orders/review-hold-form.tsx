'use client';

import { useTranslations } from '#intl';
import { StaffForm } from '@/components/admin/staff-form';
import { TextAreaField } from '@/components/admin/products/form/text-area-field';
import type { FormAction } from '@/components/ui/form/use-action-form';
import type { ReviewHold } from '@/lib/ordering/client';

type Props = { number: string; hold: ReviewHold; action: FormAction };

/**
 * Why the order is held and the release, with the staff member's reason (audited).
 * Cancelling stays in the move panel, as for any order.
 */
export function ReviewHoldForm({ number, hold, action }: Props) {
  const t = useTranslations('admin.orders.hold');
  return (
    <div className="space-y-4" data-testid="desk-review-hold">
      <p className="border-primary-300 bg-primary-50 text-primary-900 border-l-2 px-3 py-2 text-sm leading-6">
        {t(hold)}
      </p>
      <StaffForm
        label={t('title')}
        action={action}
        hidden={{ number }}
        className="space-y-4"
        submit={{ label: t('release'), pendingLabel: t('releasing') }}
      >
        {(fields) => (
          <TextAreaField
            name="reason"
            label={t('reason')}
            hint={t('reasonHint')}
            error={fields.reason}
            maxLength={500}
            rows={2}
          />
        )}
      </StaffForm>
    </div>
  );
}
