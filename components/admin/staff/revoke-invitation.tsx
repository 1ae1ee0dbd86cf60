'use client';

import { useActionState } from 'react';
import { textButtonClass } from '@/components/account/form-styles';
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
      <button type="submit" disabled={pending} className={textButtonClass}>
        <span className="sr-only">Withdraw the invitation to {identifier}</span>
        <span aria-hidden="true">Withdraw</span>
      </button>
      <FormStatus state={state} />
    </form>
  );
}
