'use client';

import { useActionState } from 'react';
import { secondaryButtonClass, textButtonClass } from '@/components/account/form-styles';
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
        <button type="submit" disabled={changing} className={`${secondaryButtonClass} h-10! px-4!`}>
          {changing ? 'Saving…' : 'Save role'}
        </button>
      </form>
      <FormStatus state={roleState} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <form action={reset}>
          <input type="hidden" name="userId" value={userId} />
          <button type="submit" disabled={resetting} className={textButtonClass}>
            Reset second step
          </button>
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
            <button
              type="submit"
              disabled={removing}
              className="h-10 bg-red-800 px-4 text-xs tracking-[0.2em] text-white uppercase"
            >
              {removing ? 'Removing…' : `Remove ${name}`}
            </button>
          </form>
        </details>
      </div>
      <FormStatus state={removeState.status !== 'idle' ? removeState : resetState} />
    </div>
  );
}
