'use client';

import { Button } from '@/components/ui/button';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { FormStatus } from '../form-status';
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
  const { reply, pending, formProps } = useActionForm(actions.move);
  const edge = { up: first, down: last };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-start gap-x-5 gap-y-2">
        <form {...formProps} className="flex min-h-11 items-center gap-4">
          <input type="hidden" name="id" value={id} />
          {moves.map(({ direction, label, words }) => (
            <Button
              key={direction}
              type="submit"
              variant="quiet"
              name="direction"
              value={direction}
              disabled={edge[direction] || pending}
              aria-label={`Move “${message}” ${words}`}
            >
              {label}
            </Button>
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
      <FormStatus state={reply} />
    </div>
  );
}
