'use client';

import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { TextField } from '@/components/account/form-field';
import { FormNotice } from '@/components/account/form-notice';
import { SubmitButton } from '@/components/account/submit-button';
import { TextAreaField } from '@/components/admin/content/text-area-field';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { useApiForm, type ApiFormFailure } from '@/components/ui/form/use-api-form';
import type { Locale } from '@/i18n/routing';
import { ApiClientError, apiSendForm } from '@/lib/http/api-client';
import { localeDigits } from '@/lib/i18n/digits';
import { reviewFits, reviewLimits } from '@/lib/reviews/client';

const fieldNames = ['rating', 'fit', 'title', 'body', 'photos', 'photosConsent'] as const;

/** The review form: stars, fit, title and text, up to six photos, sent once by its link. */
export function ReviewForm({ token, onSent }: { token: string; onSent: () => void }) {
  const t = useTranslations('reviews.form');
  const locale = useLocale() as Locale;
  const fitWords = useTranslations('reviews.section.fit');
  const [sent, setSent] = useState(false);
  // Refusals in the page's words: each field the server named, and a known code's reason.
  const explain = (error: unknown): ApiFormFailure => {
    if (!(error instanceof ApiClientError)) return { fields: {}, message: t('errors.other') };
    const fields = Object.fromEntries(
      fieldNames
        .filter((name) => Object.keys(error.fields).some((key) => key.split('.')[0] === name))
        .map((name) => [name, t(`errors.${name}`)]),
    );
    const known = ['already_reviewed', 'review_link_invalid'] as const;
    const code = known.find((word) => word === error.code);
    if (code) return { fields, message: t(`errors.${code}`) };
    if (error.status === 429) return { fields, message: t('errors.throttled') };
    return { fields, message: Object.keys(fields).length ? undefined : t('errors.other') };
  };
  const send = (form: FormData) =>
    apiSendForm<{ review: { id: number } }>(
      'POST',
      `/api/v1/reviews/${encodeURIComponent(token)}`,
      form,
    );
  const { errors, formError, pending, formProps } = useApiForm(send, {
    explain,
    onSuccess: () => {
      setSent(true);
      onSent();
    },
  });
  if (sent) return null;
  return (
    <form
      {...formProps}
      aria-label={t('label')}
      encType="multipart/form-data"
      className="space-y-6"
    >
      <FormNotice notice={formError ? { tone: 'error', text: formError } : null} />
      <ChoiceGroup
        type="radio"
        name="rating"
        legend={t('rating')}
        error={errors.rating}
        required
        layoutClassName="grid grid-cols-5 gap-2"
        choices={[1, 2, 3, 4, 5].map((stars) => ({
          value: String(stars),
          label: t('stars', { stars, n: localeDigits(String(stars), locale) }),
        }))}
      />
      <ChoiceGroup
        type="radio"
        name="fit"
        legend={t('fit')}
        error={errors.fit}
        required
        layoutClassName="grid grid-cols-3 gap-2"
        choices={reviewFits.map((fit) => ({ value: fit, label: fitWords(fit) }))}
      />
      <TextField
        name="title"
        label={t('title')}
        hint={t('titleHint', { max: reviewLimits.titleMax })}
        error={errors.title}
        maxLength={reviewLimits.titleMax}
        required
      />
      <TextAreaField
        name="body"
        label={t('body')}
        hint={t('bodyHint', { min: reviewLimits.bodyMin, max: reviewLimits.bodyMax })}
        error={errors.body}
        minLength={reviewLimits.bodyMin}
        maxLength={reviewLimits.bodyMax}
        rows={6}
        required
      />
      <Field
        label={t('photos', { max: reviewLimits.photosMax })}
        hint={t('photosHint')}
        error={errors.photos}
      >
        <input
          type="file"
          name="photo"
          multiple
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
        />
      </Field>
      <ChoiceGroup
        type="checkbox"
        name="photosConsent"
        legend={t('photosConsent')}
        legendHidden
        look="plain"
        error={errors.photosConsent}
        choices={[{ value: 'on', label: t('photosConsent') }]}
      />
      <ChoiceGroup
        type="checkbox"
        name="firstNameOnly"
        legend={t('firstNameOnly')}
        legendHidden
        look="plain"
        choices={[{ value: 'on', label: t('firstNameOnly') }]}
      />
      <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('sending')} wide />
    </form>
  );
}
