'use client';

import { useTranslations } from '#intl';
import type { ReactNode } from 'react';
import type { Messages } from '@/i18n/namespaces';
import type { FieldErrors } from '@/lib/domain-error';
import { ActionForm, type FormAction } from './action-form';
import type { FieldBinder } from './bind-field';

type Section = keyof Messages['admin']['settings']['save'];

/** The sections with a note under their fields (admin.settings.note). */
type NotedSection = keyof Messages['admin']['settings']['note'];
const notedSections: Section[] = [
  'social',
  'delivery',
  'payment',
  'fittings',
  'codRisk',
  'emi',
  'returns',
  'deliveryDates',
] satisfies NotedSection[];
const hasNote = (section: Section): section is NotedSection => notedSections.includes(section);

type Props<T extends Record<string, unknown>> = {
  section: Section;
  action: FormAction;
  values: T;
  children: (bind: FieldBinder<T>, fields: FieldErrors) => ReactNode;
};

/**
 * One section of the store's settings, saved on its own: the form is named for screen
 * readers as the section's panel is titled (admin.settings), its button says what it saves.
 */
export function SettingsForm<T extends Record<string, unknown>>({
  section,
  action,
  values,
  children,
}: Props<T>) {
  const t = useTranslations('admin.settings');
  return (
    <ActionForm
      action={action}
      values={values}
      label={t(section)}
      submitLabel={t(`save.${section}`)}
    >
      {(bind, fields) => (
        <>
          {children(bind, fields)}
          {hasNote(section) && <p className="text-ink-muted text-sm">{t(`note.${section}`)}</p>}
        </>
      )}
    </ActionForm>
  );
}
