import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/button';
import type { AdminOccasion } from '@/lib/catalogue/admin';
import { ItemTitle } from './item-title';
import { StepButtons } from './step-buttons';
import type { FormAction } from '@/components/ui/form/use-action-form';
import { adminRoutes } from '@/lib/identity/client';

type Props = { occasion: AdminOccasion; move: FormAction };

/** One occasion: its names, address and categories, its place in the order, and its edit. */
export function OccasionRow({ occasion, move }: Props) {
  const t = useTranslations('admin.taxonomy');
  const { id, name, nameBn, url, categoryLabels } = occasion;
  return (
    <div className="flex flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <ItemTitle
          href={adminRoutes.occasions.edit(id)}
          name={name}
          facts={`${url} · ${categoryLabels.length ? categoryLabels.join(', ') : t('occasionPage.noCategory')}`}
          nameBn={nameBn}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StepButtons
          action={move}
          field="occasionId"
          id={id}
          label={name}
          first={occasion.first}
          last={occasion.last}
        />
        <ButtonLink href={adminRoutes.occasions.edit(id)} variant="secondary" size="small">
          {t.rich('common.editName', {
            name,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </ButtonLink>
      </div>
    </div>
  );
}
