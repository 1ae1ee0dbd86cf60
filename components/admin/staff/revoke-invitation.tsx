'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { idleState, type ActionState } from '@/lib/identity/client';
import { FormStatus } from '../form-status';

type Props = {
  invitationId: number;
  identifier: string;
  action: (previous: ActionState, form: FormData) => Promise<ActionState>;
};

export function RevokeInvitation({ invitationId, identifier, action }: Props) {
  const [state, revoke, pending] = useActionState(action, idleState);
  return (
    <form action={revoke}>
      <input type="hidden" name="invitationId" value={invitationId} />
      <Button type="submit" variant="quiet" loading={pending}>
        <span className="sr-only">Withdraw the invitation to {identifier}</span>
        <span aria-hidden="true">Withdraw</span>
      </Button>
      <FormStatus state={state} />
    </form>
  );
}
