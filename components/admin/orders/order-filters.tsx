import { useTranslations } from 'next-intl';
import { SelectField, TextField } from '@/components/account/form-field';
import { ChoiceField, ListFilters } from '@/components/admin/list/list-filters';
import {
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  deskOrderSorts,
  type DeskOrderQuery,
} from '@/lib/ordering/admin';
import { districtsByDivision } from '@/lib/validation';
import { deskFilterCount } from './desk-query';
import { FiltersDisclosure } from './filters-disclosure';
import { adminRoutes } from '@/lib/identity/client';
import { Options } from '@/components/ui/form/options';

/** The choices of a select: an "any" first (value ''), then each value with its label. */
const choicesOf = <K extends string>(
  any: string | null,
  keys: readonly K[],
  label: (key: K) => string,
) => [
  ...(any === null ? [] : [['', any] as const]),
  ...keys.map((key) => [key, label(key)] as const),
];

type Props = { query: DeskOrderQuery; filtered: boolean };

/** The order desk's search, filters and sort (ListFilters). */
export function OrderFilters({ query, filtered }: Props) {
  const t = useTranslations('admin.orders.filters');
  const words = useTranslations('vocabulary');
  return (
    <ListFilters
      action={adminRoutes.orders.list()}
      namespace="admin.orders.filters"
      search={query.q}
      gridClassName="grid grid-cols-2 gap-x-4 gap-y-4 lg:grid-cols-4"
      searchClassName="col-span-2"
      filtered={filtered}
    >
      <FiltersDisclosure count={deskFilterCount(query)}>
        <ChoiceField
          name="status"
          label={t('status')}
          value={query.status}
          choices={choicesOf(t('anyStatus'), orderStatuses, (key) =>
            words(`orderStatusDesk.${key}`),
          )}
          className="col-span-2 sm:col-span-1"
        />
        <SelectField
          name="district"
          label={t('district')}
          defaultValue={query.district ?? ''}
          className="col-span-2 sm:col-span-1"
        >
          <option value="">{t('anyDistrict')}</option>
          {Object.entries(districtsByDivision).map(([division, districts]) => (
            <optgroup key={division} label={t('division', { division })}>
              <Options items={districts} />
            </optgroup>
          ))}
        </SelectField>
        <ChoiceField
          name="method"
          label={t('method')}
          value={query.method}
          choices={choicesOf(t('anyMethod'), paymentMethods, (key) =>
            words(`paymentMethodDesk.${key}`),
          )}
          className="col-span-2 sm:col-span-1"
        />
        <ChoiceField
          name="payment"
          label={t('payment')}
          value={query.payment}
          choices={choicesOf(t('paidOrNot'), paymentStatuses, (key) =>
            words(`paymentStatusDesk.${key}`),
          )}
          className="col-span-2 sm:col-span-1"
        />
        <TextField name="from" type="date" label={t('from')} defaultValue={query.from ?? ''} />
        <TextField name="to" type="date" label={t('to')} defaultValue={query.to ?? ''} />
        <ChoiceField
          name="sort"
          label={t('sort')}
          value={query.sort}
          choices={choicesOf(null, deskOrderSorts, (key) => words(`deskOrderSort.${key}`))}
          className="col-span-2 lg:col-span-1"
        />
        <p className="text-ink-muted col-span-2 -mt-1 text-xs lg:col-span-4">{t('dhakaDays')}</p>
      </FiltersDisclosure>
    </ListFilters>
  );
}
