'use client';

import { useTranslations } from '#intl';
import { SelectField, TextField } from '@/components/account/form-field';
import { Options } from '@/components/ui/form/options';
import { returnFeeKinds, type ReturnSettings } from '@/lib/content/client';
import type { FormAction } from './action-form';
import { SettingsForm } from './settings-form';

/** The returns policy as search engines read it: the days a piece may come back in, and who pays. */
export function ReturnsForm({ action, returns }: { action: FormAction; returns: ReturnSettings }) {
  const t = useTranslations('admin.settings.returnsForm');
  return (
    <SettingsForm section="returns" action={action} values={returns}>
      {(bind) => (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t('days')} inputMode="numeric" hint={t('daysHint')} {...bind('days')} />
          <SelectField label={t('fees')} {...bind('fees')}>
            <Options items={returnFeeKinds} label={(kind) => t(`feeKinds.${kind}`)} />
          </SelectField>
        </div>
      )}
    </SettingsForm>
  );
}
