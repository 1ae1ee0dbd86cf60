'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import {
  idleState,
  type ActionState,
  roleLabels,
  staffRoles,
  type StaffRole,
} from '@/lib/identity/client';
import { FormStatus } from '../form-status';

type Action = (previous: ActionState, form: FormData) => Promise<ActionState>;

type Props = {
  userId: number;
  name: string;
  role: StaffRole;
  actions: { changeRole: Action; remove: Action; resetSecondStep: Action };
};

/** A member's role, and the owner's ways to reset their second step or remove them. */
export function MemberActions({ userId, name, role, actions }: Props) {
  const [roleState, changeRole, changing] = useActionState(actions.changeRole, idleState);
  const [removeState, remove, removing] = useActionState(actions.remove, idleState);
  const [resetState, reset, resetting] = useActionState(actions.resetSecondStep, idleState);
  return (
    <div className="space-y-3">
      <form action={changeRole} className="flex items-end gap-2">
        <input type="hidden" name="userId" value={userId} />
        <label className="sr-only" htmlFor={`role-${userId}`}>
          Role of {name}
        </label>
        <select
          id={`role-${userId}`}
          name="role"
          defaultValue={role}
          className="h-10 border border-stone-300 bg-white px-3 text-sm"
        >
          {staffRoles.map((value) => (
            <option key={value} value={value}>
              {roleLabels[value]}
            </option>
          ))}
        </select>
        <Button
          type="submit"
          variant="secondary"
          size="small"
          loading={changing}
          loadingLabel="Saving…"
        >
          Save role
        </Button>
      </form>
      <FormStatus state={roleState} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <form action={reset}>
          <input type="hidden" name="userId" value={userId} />
          <Button type="submit" variant="quiet" loading={resetting}>
            Reset second step
          </Button>
        </form>
        <details>
          <summary className="cursor-pointer text-sm text-red-800 underline underline-offset-4">
            Remove access
          </summary>
          <form action={remove} className="mt-3 space-y-2">
            <input type="hidden" name="userId" value={userId} />
            <p className="text-ink-soft text-sm">
              {name} will be signed out everywhere and lose the staff pages.
            </p>
            <Button
              type="submit"
              variant="danger"
              size="small"
              loading={removing}
              loadingLabel="Removing…"
            >
              Remove {name}
            </Button>
          </form>
        </details>
      </div>
      <FormStatus state={removeState.status !== 'idle' ? removeState : resetState} />
    </div>
  );
}
