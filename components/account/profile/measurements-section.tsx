'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { measurementsSummary } from '@/components/fit/line-fit';
import { draftFrom, emptyDraft, type MeasurementDraft } from '@/components/fit/measurement-draft';
import { MeasurementsFields } from '@/components/fit/measurements-form';
import { measurementKeys } from '@/lib/catalogue/client';
import { measurementProblems, type SavedMeasurements } from '@/lib/ordering/client';
import { ApiClientError, apiRequest } from '@/lib/http/api-client';
import { fieldProblem } from '../explain-failure';
import { FormNotice, type Notice } from '../form-notice';
import { useWords } from '../use-words';
import { ProfileSection } from './profile-section';
import { Button } from '@/components/ui/button';

const path = '/api/v1/user/measurements';

/** The typed values as numbers, or what is wrong with them (by measurement). */
function checked(draft: MeasurementDraft) {
  const values: Record<string, number> = {};
  const errors: Record<string, string> = {};
  for (const [key, text] of Object.entries(draft.values)) {
    if (!text?.trim()) continue;
    if (Number.isFinite(Number(text))) values[key] = Number(text);
    else errors[key] = 'Enter a number';
  }
  const problems = measurementProblems(measurementKeys, { unit: draft.unit, values }, false);
  for (const [at, message] of Object.entries(problems))
    errors[at.replace(/^values\./, '')] = message;
  return { values, errors };
}

/**
 * The shopper's measurements, kept from her last made-to-measure order (or typed here):
 * the product page fills its form with them.
 */
export function MeasurementsSection() {
  const [saved, setSaved] = useState<SavedMeasurements | null>(null);
  const [draft, setDraft] = useState<MeasurementDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);
  const words = useWords();
  const t = useTranslations('account.profile.measurements');
  const loadFailed = t('loadFailed');
  // A schema's or the server's English words, in the page's language.
  const worded = (found: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(found).map(([key, message]) => [key, fieldProblem(message, words)]),
    );

  useEffect(() => {
    apiRequest<SavedMeasurements>('GET', path)
      .then(setSaved)
      .catch(() => setNotice({ tone: 'error', text: loadFailed }));
  }, [loadFailed]);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const { values, errors: found } = checked(draft);
    setErrors(worded(found));
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      setSaved(await apiRequest<SavedMeasurements>('PUT', path, { unit: draft.unit, values }));
      setDraft(null);
      setNotice({ tone: 'success', text: t('saved') });
    } catch (error) {
      const fields = error instanceof ApiClientError ? error.fields : {};
      setErrors(
        worded(
          Object.fromEntries(
            Object.entries(fields).map(([at, message]) => [at.replace(/^values\./, ''), message]),
          ),
        ),
      );
      setNotice({ tone: 'error', text: t('saveFailed') });
    } finally {
      setSaving(false);
    }
  };

  const has = saved && Object.keys(saved.values).length > 0;
  return (
    <ProfileSection id="measurements" title={t('title')} intro={t('intro')}>
      <FormNotice notice={notice} className="mb-6" passing />
      {draft ? (
        <form onSubmit={save} noValidate aria-label={t('form')}>
          <MeasurementsFields
            kinds={measurementKeys}
            draft={draft}
            onChange={(next) => {
              setDraft(next);
              setErrors({});
            }}
            errors={errors}
            withNote={false}
          />
          <div className="mt-6 flex flex-wrap gap-3">
            <Button variant="primary" type="submit" disabled={saving}>
              {saving ? words.t('buttons.saving') : t('save')}
            </Button>
            <Button variant="secondary" onClick={() => setDraft(null)}>
              {words.t('buttons.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="text-ink text-sm leading-6" data-testid="saved-measurements">
            {saved === null ? t('loading') : has ? measurementsSummary(saved) : t('none')}
          </p>
          <Button
            variant="secondary"
            className="mt-6"
            disabled={saved === null}
            onClick={() => {
              setNotice(null);
              setDraft(saved && has ? draftFrom(saved) : emptyDraft);
            }}
          >
            {has ? t('edit') : t('add')}
          </Button>
        </>
      )}
    </ProfileSection>
  );
}
