'use client';

import type { AdminOccasion } from '@/lib/catalogue/admin';
import { FormStatus } from '../form-status';
import { ConfirmDelete, DeleteSubmit } from './confirm-delete';
import { useActionForm, type FormAction } from '@/components/ui/form/use-action-form';

type Props = { action: FormAction; occasion: AdminOccasion };

/** Deletes an occasion, unless the store's menus link to it. */
export function OccasionDeleteForm({ action, occasion }: Props) {
  const { reply, pending, formProps } = useActionForm(action);
  const { name, url } = occasion;
  if (occasion.inMenus) {
    return (
      <p className="text-ink-soft text-sm">
        The menus link to {url}, so {name} stays. Change what it gathers instead.
      </p>
    );
  }
  return (
    <ConfirmDelete summary={`Delete ${name}`}>
      <form {...formProps} className="space-y-4">
        <input type="hidden" name="occasionId" value={occasion.id} />
        <p className="text-ink-soft text-sm">
          Its page {url} will stop opening and its tile leaves the home page. Its categories and
          their products stay. This cannot be undone.
        </p>
        <FormStatus state={reply} />
        <DeleteSubmit pending={pending} label={`Delete ${name}`} />
      </form>
    </ConfirmDelete>
  );
}
