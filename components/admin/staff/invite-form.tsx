'use client';

import { useTranslations } from '#intl';
import { useState } from 'react';
import { SelectField, TextField } from '@/components/account/form-field';
import { SubmitButton } from '@/components/account/submit-button';
import { staffRoles } from '@/lib/identity/client';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { FormStatus } from '../form-status';
import { Options } from '@/components/ui/form/options';

type Props = { action: FormAction };

/** The owner invites someone by e-mail or phone, with the role they will have. */
export function InviteForm({ action }: Props) {
  const t = useTranslations('admin.staff.inviteForm');
  const words = useTranslations('vocabulary');
  // useActionForm sends it from script, so a refused invitation keeps its channel and what
  // was typed.
  const { reply, pending, errors, formProps } = useActionForm(action);
  const [channel, setChannel] = useState<'email' | 'phone'>('email');
  const channels = [
    { value: 'email', label: t('email') },
    { value: 'phone', label: t('sms') },
  ] as const;

  return (
    <form {...formProps} className="space-y-5">
      <ChoiceGroup
        type="radio"
        name="channel"
        legend={t('sendBy')}
        look="plain"
        choices={channels}
        value={channel}
        onChange={setChannel}
      />
      <TextField
        key={channel}
        name="identifier"
        label={channel === 'email' ? t('emailAddress') : t('mobile')}
        type={channel === 'email' ? 'email' : 'tel'}
        autoComplete="off"
        error={errors.identifier}
        required
      />
      <SelectField name="role" label={t('role')} defaultValue="staff" error={errors.role}>
        <Options items={staffRoles} label={(role) => words(`staffRole.${role}`)} />
      </SelectField>
      <FormStatus state={reply} />
      <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('sending')} />
    </form>
  );
}
