'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { idleState, type ActionState } from '@/lib/identity/client';
import { FormStatus } from '../form-status';
import { RecoveryCodeList } from './recovery-code-list';

type Props = {
  action: (previous: ActionState<string[]>, form: FormData) => Promise<ActionState<string[]>>;
};

export function NewRecoveryCodes({ action }: Props) {
  const [state, submit, pending] = useActionState(action, idleState);
  return (
    <div className="space-y-4">
      <form action={submit}>
        <Button type="submit" variant="secondary" loading={pending} loadingLabel={'Making…'}>
          {'Make new recovery codes'}
        </Button>
      </form>
      <FormStatus state={state} />
      {state.status === 'ok' && state.data && <RecoveryCodeList codes={state.data} />}
    </div>
  );
}
