'use client';

import { useTranslations } from '#intl';
import { TextField } from '@/components/account/form-field';
import { StaffForm } from '@/components/admin/staff-form';
import type { FormAction } from '@/components/ui/form/use-action-form';
import { formatDhakaDay } from '@/lib/i18n/dates';
import { staffLocale } from '@/lib/i18n/staff-locale';
import type { Occasion } from '@/lib/ordering/client';
import { DeskFact } from './desk-fact';

type Props = {
  number: string;
  dates: {
    occasion: Occasion | null;
    needBy: string | null;
    earliest: string | null;
    promised: string | null;
  };
  action: FormAction;
};

/**
 * The date it is for: her occasion and day, the earliest the store computed, the day
 * promised; and the form that confirms the promise on the order call (her SMS says it).
 */
export function PromisePanel({ number, dates, action }: Props) {
  const t = useTranslations('admin.orders.promiseForm');
  const words = useTranslations('vocabulary.occasion');
  const common = useTranslations('admin.common');
  const day = (date: string | null, otherwise: string) =>
    date ? formatDhakaDay(date, staffLocale, 'weekdayDate') : otherwise;
  return (
    <div className="space-y-5" data-testid="promise-panel">
      <dl className="grid gap-4 sm:grid-cols-2">
        <DeskFact term={t('occasion')}>
          {dates.occasion ? words(dates.occasion) : t('none')}
        </DeskFact>
        <DeskFact term={t('needBy')}>{day(dates.needBy, t('none'))}</DeskFact>
        <DeskFact term={t('earliest')}>{day(dates.earliest, t('none'))}</DeskFact>
        <DeskFact term={t('promisedNow')}>{day(dates.promised, t('notYet'))}</DeskFact>
      </dl>
      <StaffForm
        label={t('label')}
        action={action}
        hidden={{ number }}
        className="space-y-4"
        submit={{ label: t('submit'), pendingLabel: common('saving') }}
      >
        {(fields) => (
          <TextField
            name="promised"
            type="date"
            label={t('promised')}
            hint={t('promisedHint')}
            defaultValue={dates.promised ?? dates.earliest ?? ''}
            error={fields.promised}
            required
          />
        )}
      </StaffForm>
    </div>
  );
}
