import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SelectField, TextField } from '@/components/account/form-field';
import { Button, ButtonLink } from '@/components/ui/button';
import { Options } from '@/components/ui/form/options';

type ChoiceProps = {
  name: string;
  label: string;
  value: string | undefined;
  choices: (readonly [value: string, label: string])[];
  className?: string;
};

/** A select of fixed choices, the current one chosen. */
export function ChoiceField({ name, label, value, choices, className }: ChoiceProps) {
  return (
    <SelectField name={name} label={label} defaultValue={value ?? ''} className={className}>
      <Options items={choices} value={([choice]) => choice} label={([, text]) => text} />
    </SelectField>
  );
}

type Props = {
  /** The list's own address: the form sends its choices there, and Clear goes back to it. */
  action: string;
  /** Where the list's own words are (label, search, searchPlaceholder, show, clear). */
  namespace: 'admin.orders.filters' | 'admin.products.filters';
  /** What the list is searched by now. */
  search: string | undefined;
  /** The grid of the search box and the filters, per width. */
  gridClassName: string;
  searchClassName: string;
  /** Whether any choice narrows the list now: Clear is offered then. */
  filtered: boolean;
  /** The filters and sort after the search box, and any hidden field the address keeps. */
  children: ReactNode;
  hidden?: ReactNode;
};

/**
 * A staff list's search, filters and sort as a plain GET form: it works without JavaScript,
 * and every choice lives in the address, to bookmark or share with a colleague.
 */
export function ListFilters({
  action,
  namespace,
  search,
  gridClassName,
  searchClassName,
  filtered,
  children,
  hidden,
}: Props) {
  const t = useTranslations(namespace);
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={t('label')}
      className="mb-6 border border-stone-200 bg-white p-4 sm:p-5"
    >
      <div className={gridClassName}>
        <TextField
          name="q"
          type="search"
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          defaultValue={search ?? ''}
          className={searchClassName}
          enterKeyHint="search"
          autoComplete="off"
        />
        {children}
      </div>
      {hidden}
      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
        <Button type="submit" className="w-full sm:w-auto">
          {t('show')}
        </Button>
        {filtered && (
          <ButtonLink href={action} variant="quiet">
            {t('clear')}
          </ButtonLink>
        )}
      </div>
    </form>
  );
}
