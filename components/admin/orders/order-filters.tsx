import Link from 'next/link';
import { SelectField, TextField } from '@/components/account/form-field';
import { primaryButtonClass, textButtonClass } from '@/components/account/form-styles';
import { ChoiceField } from '@/components/admin/products/list/product-filters';
import {
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  deskOrderSorts,
  type DeskOrderQuery,
} from '@/lib/ordering/admin';
import { districtsByDivision } from '@/lib/validation';
import {
  deskMethodLabels,
  deskPaymentLabels,
  deskSortLabels,
  deskStatusLabels,
} from './desk-labels';
import { deskFilterCount, deskListPath } from './desk-query';
import { FiltersDisclosure } from './filters-disclosure';

type Labels<K extends string> = Record<K, string>;

/** The choices of a select: an "any" first (value ''), then each value with its label. */
const choicesOf = <K extends string>(any: string | null, keys: readonly K[], labels: Labels<K>) => [
  ...(any === null ? [] : [['', any] as const]),
  ...keys.map((key) => [key, labels[key]] as const),
];

type Props = { query: DeskOrderQuery; filtered: boolean };

/**
 * Search, filters and sort as a plain GET form: it works without JavaScript, and every
 * choice lives in the address, to bookmark or share with a colleague.
 */
export function OrderFilters({ query, filtered }: Props) {
  return (
    <form
      method="get"
      action={deskListPath}
      role="search"
      aria-label="Orders"
      className="mb-6 border border-stone-200 bg-white p-4 sm:p-5"
    >
      <div className="grid grid-cols-2 gap-x-4 gap-y-4 lg:grid-cols-4">
        <TextField
          name="q"
          type="search"
          label="Search"
          placeholder="Order number, phone or name"
          defaultValue={query.q ?? ''}
          className="col-span-2"
          enterKeyHint="search"
          autoComplete="off"
        />
        <FiltersDisclosure count={deskFilterCount(query)}>
          <ChoiceField
            name="status"
            label="Status"
            value={query.status}
            choices={choicesOf('Any status', orderStatuses, deskStatusLabels)}
            className="col-span-2 sm:col-span-1"
          />
          <SelectField
            name="district"
            label="District"
            defaultValue={query.district ?? ''}
            className="col-span-2 sm:col-span-1"
          >
            <option value="">Any district</option>
            {Object.entries(districtsByDivision).map(([division, districts]) => (
              <optgroup key={division} label={`${division} Division`}>
                {districts.map((district) => (
                  <option key={district} value={district}>
                    {district}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <ChoiceField
            name="method"
            label="Payment method"
            value={query.method}
            choices={choicesOf('Any method', paymentMethods, deskMethodLabels)}
            className="col-span-2 sm:col-span-1"
          />
          <ChoiceField
            name="payment"
            label="Payment"
            value={query.payment}
            choices={choicesOf('Paid or not', paymentStatuses, deskPaymentLabels)}
            className="col-span-2 sm:col-span-1"
          />
          <TextField name="from" type="date" label="From" defaultValue={query.from ?? ''} />
          <TextField name="to" type="date" label="To" defaultValue={query.to ?? ''} />
          <ChoiceField
            name="sort"
            label="Sort by"
            value={query.sort}
            choices={choicesOf(null, deskOrderSorts, deskSortLabels)}
            className="col-span-2 lg:col-span-1"
          />
          <p className="text-ink-muted col-span-2 -mt-1 text-xs lg:col-span-4">
            Days are Dhaka days, both included.
          </p>
        </FiltersDisclosure>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
        <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto`}>
          Show orders
        </button>
        {filtered && (
          <Link href={deskListPath} className={textButtonClass}>
            Clear search and filters
          </Link>
        )}
      </div>
    </form>
  );
}
