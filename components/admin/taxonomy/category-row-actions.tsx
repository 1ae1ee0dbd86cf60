'use client';

import { useTranslations } from '#intl';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormStatus } from '../form-status';
import { StepButtons } from './step-buttons';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';
import { adminRoutes } from '@/lib/identity/client';

type Props = {
  category: { id: number; name: string; onlineVisible: boolean; first: boolean; last: boolean };
  actions: { move: FormAction; visibility: FormAction };
};

/** A row's buttons: up, down, show or hide, and a link to edit it. */
export function CategoryRowActions({ category, actions }: Props) {
  const t = useTranslations('admin.taxonomy');
  const visibility = useActionForm(actions.visibility);
  const { id, name, onlineVisible } = category;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <StepButtons
        action={actions.move}
        field="categoryId"
        id={id}
        label={name}
        first={category.first}
        last={category.last}
      />
      <form {...visibility.formProps}>
        <input type="hidden" name="categoryId" value={id} />
        <input type="hidden" name="visible" value={onlineVisible ? 'false' : 'true'} />
        <Button type="submit" variant="secondary" size="small" disabled={visibility.pending}>
          {t.rich(onlineVisible ? 'categoryTree.hide' : 'categoryTree.show', {
            name,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </Button>
      </form>
      <ButtonLink href={adminRoutes.categories.edit(id)} variant="secondary" size="small">
        {t.rich('common.editName', {
          name,
          hidden: (chunks) => <span className="sr-only">{chunks}</span>,
        })}
      </ButtonLink>
      {visibility.reply.status !== 'idle' && (
        <div className="basis-full">
          <FormStatus state={visibility.reply} />
        </div>
      )}
    </div>
  );
}
