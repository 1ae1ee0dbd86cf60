'use client';

import { Button } from '@/components/ui/button';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { FormStatus } from '../form-status';

type Props = {
  invitationId: number;
  identifier: string;
  action: FormAction;
};

export function RevokeInvitation({ invitationId, identifier, action }: Props) {
  const { reply, pending, formProps } = useActionForm(action);
  return (
    <form {...formProps}>
      <input type="hidden" name="invitationId" value={invitationId} />
      <Button type="submit" variant="quiet" loading={pending}>
        <span className="sr-only">Withdraw the invitation to {identifier}</span>
        <span aria-hidden="true">Withdraw</span>
      </Button>
      <FormStatus state={reply} />
    </form>
  );
}
