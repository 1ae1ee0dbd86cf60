'use client';

import { useLocale, useTranslations } from '#intl';
import { formValues } from '@/components/account/form-values';
import { TextField } from '@/components/account/form-field';
import { FormNotice, type Notice } from '@/components/account/form-notice';
import { PhoneField } from '@/components/account/phone-field';
import { SubmitButton } from '@/components/account/submit-button';
import { TextAreaField } from '@/components/admin/content/text-area-field';
import { useApiForm } from '@/components/ui/form/use-api-form';
import { apiRequest, type FieldMessages } from '@/lib/http/api-client';
import { useFittingFailure } from './fitting-failure';
import { SlotPicker, type SlotPickerProps } from './slot-picker';

/** Who the fitting is for, as she typed it (the phone in ASCII digits). */
export type FittingDetails = { name: string; phone: string; note: string };

/**
 * Details missing before a code is asked for. The server reads the time and the name only
 * with the code (POST /api/v1/fittings), so a code is not sent to a booking that lacks them;
 * an empty phone is said with them, the phone's form being the server's to check.
 */
class MissingDetails extends Error {
  constructor(readonly fields: FieldMessages) {
    super('Some details are missing');
  }
}

type FittingDetailsFormProps = {
  /** The days and times, and the time chosen (the booking's state). */
  picker: Omit<SlotPickerProps, 'error'>;
  /** What she typed before, when she comes back to change it. */
  typed: FittingDetails | null;
  notice: Notice | null;
  onCodeSent: (details: FittingDetails) => void;
};

/** Step 1 of a fitting booking: a day, a time, her name, phone and a note; then a code. */
export function FittingDetailsForm({ picker, typed, notice, onCodeSent }: FittingDetailsFormProps) {
  const t = useTranslations('fitting');
  const locale = useLocale();
  const explain = useFittingFailure();

  const send = async (form: FormData) => {
    const { name = '', phone = '', note = '' } = formValues(form);
    const details = { name: name.trim(), phone: phone.trim(), note: note.trim() };
    const missing: FieldMessages = {};
    if (!picker.start) missing.start = t('problems.chooseTime');
    if (!details.name) missing.name = t('problems.enterName');
    if (!details.phone) missing.phone = t('problems.enterPhone');
    if (Object.keys(missing).length > 0) throw new MissingDetails(missing);
    // The SMS is written in the shopper's language.
    await apiRequest('POST', '/api/v1/fittings/otp', { phone: details.phone, locale });
    return details;
  };
  const { errors, formError, pending, formProps } = useApiForm(send, {
    explain: (error) =>
      error instanceof MissingDetails ? { fields: error.fields } : explain(error),
    onSuccess: onCodeSent,
  });

  return (
    <form {...formProps} aria-label={t('form.book')} className="space-y-8">
      <FormNotice notice={formError ? { tone: 'error', text: formError } : notice} />
      {/* "Choose a time" no longer holds once one is chosen. */}
      <SlotPicker {...picker} error={picker.start ? undefined : errors.start} />
      <div className="grid max-w-2xl gap-x-6 sm:grid-cols-2">
        <TextField
          label={t('form.name')}
          name="name"
          autoComplete="name"
          required
          defaultValue={typed?.name}
          error={errors.name}
          className="mb-6"
        />
        <PhoneField error={errors.phone} defaultValue={typed?.phone} />
      </div>
      <TextAreaField
        label={t('form.note')}
        name="note"
        rows={3}
        maxLength={500}
        defaultValue={typed?.note}
        error={errors.note}
        hint={t('form.noteHint')}
      />
      <SubmitButton pending={pending} label={t('form.sendCode')} pendingLabel={t('form.sending')} />
    </form>
  );
}
