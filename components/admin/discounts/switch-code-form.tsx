'use client';

import { useTranslations } from '#intl';
import { ActionForm, type FormAction } from '@/components/admin/content/action-form';

type Props = {
  action: FormAction;
  code: { id: number; version: number; code: string; isActive: boolean };
};

/** Switches a code off (or on again), from the version the page shows. */
export function SwitchCodeForm({ action, code }: Props) {
  const t = useTranslations('admin.discounts.switch');
  const turningOn = !code.isActive;
  return (
    <ActionForm
      action={action}
      values={{}}
      label={t(turningOn ? 'onLabel' : 'offLabel', { code: code.code })}
      submitLabel={turningOn ? t('on') : t('off')}
    >
      {() => (
        <>
          <input type="hidden" name="id" value={code.id} />
          <input type="hidden" name="version" value={code.version} />
          {turningOn && <input type="hidden" name="isActive" value="on" />}
          <p className="text-ink-soft text-sm">{turningOn ? t('onHint') : t('offHint')}</p>
        </>
      )}
    </ActionForm>
  );
}
