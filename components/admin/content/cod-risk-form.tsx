'use client';

import { useTranslations } from '#intl';
import { SelectField, TextField } from '@/components/account/form-field';
import { Options } from '@/components/ui/form/options';
import type { CodRiskAction, CodRiskSettings } from '@/lib/content/client';
import type { FormAction } from './action-form';
import { SettingsForm } from './settings-form';

// Not from the schema: this renders in the browser, which need not load zod.
const actions: CodRiskAction[] = ['advance', 'no_cod'];

/** The store's rule for risky phones: from which total their COD orders wait, and for what. */
export function CodRiskForm({ action, rule }: { action: FormAction; rule: CodRiskSettings }) {
  const t = useTranslations('admin.settings.codRiskForm');
  return (
    <SettingsForm section="codRisk" action={action} values={rule}>
      {(bind) => (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('riskyFrom')}
            inputMode="numeric"
            hint={t('riskyFromHint')}
            {...bind('riskyFrom')}
          />
          <SelectField label={t('action')} {...bind('action')}>
            <Options items={actions} label={(choice) => t(`actions.${choice}`)} />
          </SelectField>
        </div>
      )}
    </SettingsForm>
  );
}
