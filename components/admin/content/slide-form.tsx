'use client';

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
  const label = slide.id ? `Edit slide: ${slide.message}` : 'New slide';
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
            label="Message"
            maxLength={120}
            english={{ ...bind('message'), required: true }}
            bangla={{
              ...bind('messageBn'),
              hint: 'Shown on the Bangla pages; each Bangla field left empty shows the English one.',
            }}
          />
          <BilingualField
            name="eyebrow"
            label="Line above"
            maxLength={60}
            english={{ ...bind('eyebrow'), label: 'Line above (optional)' }}
            bangla={bind('eyebrowBn')}
          />
          {/* The link words and their Bangla twin in one column, where the link goes beside them. */}
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="space-y-5">
              <BilingualField
                name="linkLabel"
                label="Link words"
                maxLength={40}
                english={{ ...bind('linkLabel'), required: true }}
                bangla={bind('linkLabelBn')}
              />
            </div>
            <TextField
              label="Link to"
              hint="A path such as /occasion/bridal"
              required
              {...bind('linkHref')}
            />
          </div>
          <BilingualField
            name="imageAlt"
            label="Photograph description"
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
