'use client';

import { useTranslations } from '#intl';
import { TextField } from '@/components/account/form-field';
import { TextAreaField } from '@/components/admin/content/text-area-field';
import { StaffForm } from '@/components/admin/staff-form';
import type { FormAction } from '@/components/ui/form/use-action-form';
import { reviewLimits, type ReviewStatus } from '@/lib/reviews/client';

type Props = {
  action: FormAction;
  id: number;
  status: ReviewStatus;
  reply: string;
  /** Names the review in each form's landmark. */
  title: string;
};

/** A review's three staff forms: publish, hide with a reason, and the reply shown under it. */
export function ReviewModeration({ action, id, status, reply, title }: Props) {
  const t = useTranslations('admin.reviews');
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {status !== 'published' && (
        <StaffForm
          label={`${t('publish')}: ${title}`}
          action={action}
          hidden={{ id, decision: 'publish' }}
          className="space-y-3"
          submit={{ label: t('publish'), pendingLabel: t('publishing') }}
        >
          {() => null}
        </StaffForm>
      )}
      {status !== 'rejected' && (
        <StaffForm
          label={`${t('reject')}: ${title}`}
          action={action}
          hidden={{ id, decision: 'reject' }}
          className="space-y-3"
          submit={{ label: t('reject'), pendingLabel: t('rejecting') }}
        >
          {(errors) => (
            <TextField
              name="reason"
              label={t('reason')}
              hint={t('reasonHint')}
              error={errors.reason}
              maxLength={reviewLimits.reasonMax}
              required
            />
          )}
        </StaffForm>
      )}
      <StaffForm
        label={`${t('saveReply')}: ${title}`}
        action={action}
        hidden={{ id, decision: 'reply' }}
        className="space-y-3"
        submit={{ label: t('saveReply'), pendingLabel: t('savingReply') }}
      >
        {(errors) => (
          <TextAreaField
            name="reply"
            label={t('reply')}
            hint={t('replyHint')}
            error={errors.reply}
            defaultValue={reply}
            maxLength={reviewLimits.replyMax}
            rows={3}
          />
        )}
      </StaffForm>
    </div>
  );
}
