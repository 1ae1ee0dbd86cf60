'use client';

import { useTranslations } from '#intl';
import { TextField } from '@/components/account/form-field';
import { BilingualField } from '../bilingual-field';
import { ActionForm, type FormAction } from './action-form';
import { ScheduleFields } from './schedule-fields';

/** A slide's fields as the form starts with them (a new slide: all empty, shown). */
export type SlideValues = {
  id?: number;
  eyebrow: string;
  message: string;
  imageAlt: string;
  linkHref: string;
  linkLabel: string;
  eyebrowBn: string | null;
  messageBn: string | null;
  imageAltBn: string | null;
  linkLabelBn: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
};

export const emptySlide: SlideValues = {
  eyebrow: '',
  message: '',
  imageAlt: '',
  linkHref: '',
  linkLabel: '',
  eyebrowBn: null,
  messageBn: null,
  imageAltBn: null,
  linkLabelBn: null,
  startsAt: null,
  endsAt: null,
  active: true,
};

type Props = {
  action: FormAction;
  slide: SlideValues;
  submitLabel: string;
};

/** A slide's message, link, photograph description and the window in which it is shown. */
export function SlideForm({ action, slide, submitLabel }: Props) {
  const t = useTranslations('admin.content.slide');
  const label = slide.id ? t('editLabel', { message: slide.message }) : t('newLabel');
  return (
    <ActionForm
      action={action}
      values={slide}
      label={label}
      submitLabel={submitLabel}
      resetOnSuccess={!slide.id}
    >
      {(bind, fields) => (
        <>
          {slide.id && <input type="hidden" name="id" value={slide.id} />}
          <BilingualField
            name="message"
            label={t('message')}
            maxLength={120}
            english={{ ...bind('message'), required: true }}
            bangla={{
              ...bind('messageBn'),
              hint: t('messageBnHint'),
            }}
          />
          <BilingualField
            name="eyebrow"
            label={t('eyebrow')}
            maxLength={60}
            english={{ ...bind('eyebrow'), label: t('eyebrowOptional') }}
            bangla={bind('eyebrowBn')}
          />
          {/* The link words and their Bangla twin in one column, where the link goes beside them. */}
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="space-y-5">
              <BilingualField
                name="linkLabel"
                label={t('linkLabel')}
                maxLength={40}
                english={{ ...bind('linkLabel'), required: true }}
                bangla={bind('linkLabelBn')}
              />
            </div>
            <TextField
              label={t('linkHref')}
              hint={t('linkHrefHint')}
              required
              {...bind('linkHref')}
            />
          </div>
          <BilingualField
            name="imageAlt"
            label={t('imageAlt')}
            maxLength={200}
            english={bind('imageAlt')}
            bangla={bind('imageAltBn')}
          />
          <ScheduleFields of="slide" values={{ ...slide, on: slide.active }} errors={fields} />
        </>
      )}
    </ActionForm>
  );
}
