'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { idleState, type ActionState } from '@/lib/identity/client';
import { FormStatus } from '../form-status';

type Props = { action: (previous: ActionState) => Promise<ActionState>; phoneHint: string };

/** Asks for the SMS code; it can be asked again (within the code limits) if none arrives. */
export function SmsSender({ action, phoneHint }: Props) {
  const [state, send, pending] = useActionState(action, idleState);
  return (
    <form action={send} className="space-y-3">
      <p className="text-ink-soft text-sm">We send a 6-digit code to {phoneHint}.</p>
      <Button type="submit" variant="secondary" loading={pending} loadingLabel="Sending…">
        {state.status === 'ok' ? 'Send another code' : 'Send me a code'}
      </Button>
      <FormStatus state={state} />
    </form>
  );
}
