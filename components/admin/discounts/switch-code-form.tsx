'use client';

import { ActionForm, type FormAction } from '@/components/admin/content/action-form';

type Props = {
  action: FormAction;
  code: { id: number; version: number; code: string; isActive: boolean };
};

/** Switches a code off (or on again), from the version the page shows. */
export function SwitchCodeForm({ action, code }: Props) {
  const turningOn = !code.isActive;
  return (
    <ActionForm
      action={action}
      values={{}}
      label={turningOn ? `Switch ${code.code} on` : `Switch ${code.code} off`}
      submitLabel={turningOn ? 'Switch on' : 'Switch off'}
    >
      {() => (
        <>
          <input type="hidden" name="id" value={code.id} />
          <input type="hidden" name="version" value={code.version} />
          {turningOn && <input type="hidden" name="isActive" value="on" />}
          <p className="text-ink-soft text-sm">
            {turningOn
              ? 'Shoppers can use it again within its dates and limits.'
              : 'Checkout refuses it from now on. Orders that used it keep their discount; codes are never deleted, since orders name them.'}
          </p>
        </>
      )}
    </ActionForm>
  );
}
