import { useTranslations } from 'next-intl';
import { counted } from '@/components/admin/customers/customer-words';
import { ChoiceField } from '@/components/admin/list/list-filters';
import { Button } from '@/components/ui/button';
import { reviewStatuses, type StaffReviewFiltersShape } from './review-filter-values';

/** The moderation list's filters as a plain GET form: they live in the address. */
export function ReviewFilters({
  action,
  filters,
}: {
  action: string;
  filters: StaffReviewFiltersShape;
}) {
  const t = useTranslations('admin.reviews');
  return (
    <form
      method="get"
      action={action}
      aria-label={t('filters')}
      className="mb-6 grid items-end gap-4 border border-stone-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto_auto]"
    >
      <ChoiceField
        name="status"
        label={t('status')}
        value={filters.status}
        choices={[
          ['', t('anyStatus')],
          ...reviewStatuses.map((status) => [status, t(`statusWord.${status}`)] as const),
        ]}
      />
      <ChoiceField
        name="rating"
        label={t('rating')}
        value={filters.rating ? String(filters.rating) : undefined}
        choices={[
          ['', t('anyRating')],
          ...[5, 4, 3, 2, 1].map((stars) => [String(stars), t('stars', counted(stars))] as const),
        ]}
      />
      <label className="text-ink-soft flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="photos"
          value="1"
          defaultChecked={filters.photos === '1'}
          className="accent-ink size-4"
        />
        {t('withPhotos')}
      </label>
      <Button type="submit" variant="secondary">
        {t('apply')}
      </Button>
    </form>
  );
}
