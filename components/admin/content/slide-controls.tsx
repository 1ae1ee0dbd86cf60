'use client';

import { useTranslations } from '#intl';
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
  { direction: 'up', label: 'earlier', named: 'moveEarlier' },
  { direction: 'down', label: 'later', named: 'moveLater' },
] as const;

/** Move a slide one place earlier or later, or delete it (after a second press). */
export function SlideControls({ id, message, first, last, actions }: Props) {
  const t = useTranslations('admin.content.slide');
  const { reply, pending, formProps } = useActionForm(actions.move);
  const edge = { up: first, down: last };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-start gap-x-5 gap-y-2">
        <form {...formProps} className="flex min-h-11 items-center gap-4">
          <input type="hidden" name="id" value={id} />
          {moves.map(({ direction, label, named }) => (
            <Button
              key={direction}
              type="submit"
              variant="quiet"
              name="direction"
              value={direction}
              disabled={edge[direction] || pending}
              aria-label={t(named, { message })}
            >
              {t(label)}
            </Button>
          ))}
        </form>
        <ConfirmDelete
          action={actions.remove}
          fields={{ id }}
          summary={t('delete')}
          warning={t('deleteWarning')}
          button={t('deleteConfirm')}
        />
      </div>
      <FormStatus state={reply} />
    </div>
  );
}
