import type { AdminTag } from '@/lib/catalogue/admin';
import { CarriedItem } from './carried-item';
import type { FormAction } from '@/components/ui/form/use-action-form';

type Props = { tag: AdminTag; actions: { rename: FormAction; remove: FormAction } };

/** One tag: rename it, or delete it saying how many products lose it. */
export function TagRow({ tag, actions }: Props) {
  return (
    <div className="py-4">
      <CarriedItem
        item={tag}
        field="tagId"
        actions={{ edit: actions.rename, remove: actions.remove }}
        verb="Rename"
        loss=""
      />
    </div>
  );
}
