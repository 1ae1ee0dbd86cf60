'use client';

import { useTranslations } from '#intl';
import { useEffect, useState } from 'react';
import { draftFrom, emptyDraft, type MeasurementDraft } from '@/components/fit/measurement-draft';
import { MeasurementsFields } from '@/components/fit/measurements-form';
import { useFitText } from '@/components/fit/use-fit-text';
import type { ApiFormFailure } from '@/components/ui/form/use-api-form';
import { measurementKeys } from '@/lib/catalogue/client';
import type { SavedMeasurements } from '@/lib/ordering/client';
import { ApiClientError, apiRequest } from '@/lib/http/api-client';
import { asciiDigits } from '@/lib/i18n/digits';
import { FormNotice } from '../form-notice';
import { OpenButton } from './open-button';
import { ProfileForm } from './profile-form';
import { ProfileSection } from './profile-section';
import { useProfileSection } from './use-profile-section';

const path = '/api/v1/user/measurements';

/**
 * The measurements as the API takes them: each typed one a number, in Bangla digits or
 * ASCII; text that is not a number is sent as it is, for the server to refuse beside it.
 */
function measurementsOf({ unit, values }: MeasurementDraft) {
  const typed = Object.entries(values).map(([key, text]) => [key, asciiDigits(text ?? '').trim()]);
  return {
    unit,
    values: Object.fromEntries(
      typed
        .filter(([, text]) => text !== '')
        .map(([key, text]) => [key, Number.isFinite(Number(text)) ? Number(text) : text]),
    ),
  };
}

/** The server names a measurement by its place in the body (`values.bust`), the form by its kind. */
function byKind(fields: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(fields).map(([at, message]) => [at.replace(/^values\./, ''), message]),
  );
}

/**
 * The shopper's measurements, kept from her last made-to-measure order (or typed here):
 * the product page fills its form with them.
 */
export function MeasurementsSection() {
  const t = useTranslations('account.profile.measurements');
  const { summary } = useFitText();
  const section = useProfileSection();
  const [saved, setSaved] = useState<SavedMeasurements | null>(null);
  const [unread, setUnread] = useState(false);
  const [draft, setDraft] = useState<MeasurementDraft>(emptyDraft);

  useEffect(() => {
    apiRequest<SavedMeasurements>('GET', path)
      .then(setSaved)
      .catch(() => setUnread(true));
  }, []);

  // The fields keep the server's English words: they say them in the page's language by
  // their shape, range and unit included (useFitText).
  const explain = (error: unknown): ApiFormFailure => ({
    fields: error instanceof ApiClientError ? byKind(error.fields) : {},
    message: t('saveFailed'),
  });

  const has = saved && Object.keys(saved.values).length > 0;
  return (
    <ProfileSection id="measurements" title={t('title')} intro={t('intro')}>
      <FormNotice
        notice={unread ? { tone: 'error', text: t('loadFailed') } : section.notice.notice}
        className="mb-6"
        passing
      />
      {section.editing ? (
        <ProfileForm
          label={t('form')}
          send={() => apiRequest<SavedMeasurements>('PUT', path, measurementsOf(draft))}
          explain={explain}
          saveLabel={t('save')}
          section={section}
          onSaved={(answer) => {
            setSaved(answer);
            section.saved(t('saved'));
          }}
        >
          {(errors) => (
            <MeasurementsFields
              kinds={measurementKeys}
              draft={draft}
              onChange={setDraft}
              errors={errors}
              withNote={false}
            />
          )}
        </ProfileForm>
      ) : (
        <>
          <p className="text-ink text-sm leading-6" data-testid="saved-measurements">
            {saved === null ? t('loading') : has ? summary(saved) : t('none')}
          </p>
          <OpenButton
            opener={section.opener}
            disabled={saved === null}
            className="mt-6"
            onOpen={() => {
              setDraft(saved && has ? draftFrom(saved) : emptyDraft);
              section.open(true);
            }}
          >
            {has ? t('edit') : t('add')}
          </OpenButton>
        </>
      )}
    </ProfileSection>
  );
}
