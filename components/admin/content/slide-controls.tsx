'use client';

import { useActionState } from 'react';
import { textButtonClass } from '@/components/account/form-styles';
import { idleState } from '@/lib/identity/client';
import { FormStatus } from '../form-status';
import type { FormAction } from './action-form';
import { ConfirmDelete } from './confirm-delete';

type Props = {
  id: number;
  message: string;
  first: boolean;
  last: boolean;
  actions: { move: FormAction; remove: FormAction };
};

const moves = [
  { direction: 'up', label: 'Earlier', words: 'earlier' },
  { direction: 'down', label: 'Later', words: 'later' },
] as const;

/** Move a slide one place earlier or later, or delete it (after a second press). */
export function SlideControls({ id, message, first, last, actions }: Props) {
  const [moveState, move, moving] = useActionState(actions.move, idleState);
  const edge = { up: first, down: last };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-start gap-x-5 gap-y-2">
        <form action={move} className="flex gap-4">
          <input type="hidden" name="id" value={id} />
          {moves.map(({ direction, label, words }) => (
            <button
              key={direction}
              type="submit"
              name="direction"
              value={direction}
              disabled={edge[direction] || moving}
              className={textButtonClass}
              aria-label={`Move “${message}” ${words}`}
            >
              {label}
            </button>
          ))}
        </form>
        <ConfirmDelete
          action={actions.remove}
          fields={{ id }}
          summary="Delete"
          warning="The slide leaves the home page at once."
          button="Delete this slide"
        />
      </div>
      <FormStatus state={moveState} />
    </div>
  );
}
