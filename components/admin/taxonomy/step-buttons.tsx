'use client';

import { useTranslations } from '#intl';
import { ArrowUpIcon } from '@/components/ui/icons';
import { FormStatus } from '../form-status';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';

type Props = {
  action: FormAction;
  /** The hidden field naming what moves, and its value. */
  field: 'categoryId' | 'valueId' | 'occasionId';
  id: number;
  /** What moves, for the buttons' names: "Move Lehenga up". */
  label: string;
  first: boolean;
  last: boolean;
};

const buttonClass =
  'inline-flex h-11 w-11 items-center justify-center border border-stone-300 bg-white text-ink transition-colors hover:border-ink aria-disabled:cursor-not-allowed aria-disabled:border-stone-200 aria-disabled:text-stone-300';

/**
 * Up and down among its siblings: one form, the pressed button says which way. At either
 * end a button is aria-disabled rather than disabled, so that the focus of someone who
 * just moved a row to the top stays on it.
 */
export function StepButtons({ action, field, id, label, first, last }: Props) {
  const t = useTranslations('admin.taxonomy.common');
  const { reply, formProps } = useActionForm(action);
  return (
    <form {...formProps} className="flex items-center gap-1">
      <input type="hidden" name={field} value={id} />
      {(['up', 'down'] as const).map((direction) => (
        <button
          key={direction}
          type="submit"
          name="direction"
          value={direction}
          aria-disabled={direction === 'up' ? first : last}
          aria-label={t(direction === 'up' ? 'moveUp' : 'moveDown', { label })}
          className={buttonClass}
        >
          <ArrowUpIcon
            width={18}
            height={18}
            className={direction === 'down' ? 'rotate-180' : ''}
          />
        </button>
      ))}
      {reply.status === 'error' ? (
        <FormStatus state={reply} />
      ) : (
        <p role="status" className="sr-only">
          {reply.status === 'ok' ? reply.message : ''}
        </p>
      )}
    </form>
  );
}
