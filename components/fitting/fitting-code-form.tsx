'use client';

import { useLocale, useTranslations } from '#intl';
import { formValues } from '@/components/account/form-values';
import { CodeField } from '@/components/account/code-field';
import { FormNotice, type Notice } from '@/components/account/form-notice';
import { SubmitButton } from '@/components/account/submit-button';
import { Button } from '@/components/ui/button';
import { useApiForm } from '@/components/ui/form/use-api-form';
import { dayLabel, timeLabel } from '@/lib/fittings/client';
import { apiRequest } from '@/lib/http/api-client';
import type { FittingDetails } from './fitting-details-form';
import { asApiError, useFittingFailure } from './fitting-failure';
import type { BookingAnswer } from './types';

/** The refusals of a time taken or closed since she chose it. */
const timeGone = ['slot_full', 'slot_unavailable'];

type FittingCodeFormProps = {
  details: FittingDetails;
  date: string;
  start: string;
  notice: Notice | null;
  onBooked: (answer: BookingAnswer) => void;
  /** Her time was taken or closed since she chose it: back to the times, read again. */
  onTimeGone: (error: unknown) => void;
  /** Back to the details, to change them. */
  onChange: () => void;
};

/** Step 2 of a fitting booking: the code sent to her phone confirms it. */
export function FittingCodeForm(props: FittingCodeFormProps) {
  const { details, date, start, notice, onBooked, onTimeGone, onChange } = props;
  const t = useTranslations('fitting');
  const locale = useLocale();
  const explain = useFittingFailure();

  const book = async (form: FormData) => {
    try {
      return await apiRequest<BookingAnswer>('POST', '/api/v1/fittings', {
        ...details,
        start,
        otp: formValues(form).otp ?? '',
        // The confirmation, the reminder and any cancellation are sent in her language.
        locale,
      });
    } catch (error) {
      if (timeGone.includes(asApiError(error).code)) onTimeGone(error);
      throw error;
    }
  };
  const { errors, formError, pending, formProps } = useApiForm(book, {
    explain,
    onSuccess: onBooked,
  });

  return (
    <form {...formProps} aria-label={t('form.confirm')} className="max-w-md">
      <FormNotice
        notice={formError ? { tone: 'error', text: formError } : notice}
        className="mb-8"
      />
      <p className="text-ink-soft mb-6 text-sm leading-7">
        {t('form.summary', {
          day: dayLabel(date, locale),
          time: timeLabel(new Date(start), locale),
          name: details.name,
          phone: details.phone,
        })}
      </p>
      <CodeField error={errors.otp} />
      <div className="flex flex-wrap items-center gap-6">
        <SubmitButton
          pending={pending}
          label={t('form.confirmBooking')}
          pendingLabel={t('form.booking')}
        />
        <Button variant="quiet" onClick={onChange}>
          {t('form.change')}
        </Button>
      </div>
    </form>
  );
}
