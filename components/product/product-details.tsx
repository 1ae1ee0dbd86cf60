import { useLocale, useTranslations } from 'next-intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import type { ProductDetail } from '@/lib/catalogue';
import { formatBDT } from '@/lib/format/money';
import type { DeliveryRates } from '@/lib/content';

function Section({
  title,
  open = false,
  children,
}: {
  title: string;
  open?: boolean;
  children: React.ReactNode;
}) {
  return (
    <details open={open} className="group border-b border-stone-200 py-5">
      <summary className="flex cursor-pointer list-none items-center justify-between [&::-webkit-details-marker]:hidden">
        <h2 className="text-ink text-xs font-normal tracking-[0.25em] uppercase">{title}</h2>
        <span aria-hidden="true" className="text-primary-700 group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="text-ink-soft mt-4 text-[15px] leading-7">{children}</div>
    </details>
  );
}

const namesOf = (product: ProductDetail, attribute: string) =>
  product.attributes
    .find((group) => group.slug === attribute)
    ?.values.map((value) => value.name)
    .join(', ');

/** Description, details (fabric, work, care) and the delivery and returns notes. */
export function ProductDetails({
  product,
  rates,
}: {
  product: ProductDetail;
  rates: DeliveryRates;
}) {
  const t = useTranslations('product.details');
  const locale = useLocale();
  const money = (amount: number) => formatBDT(amount, locale);
  const details = [
    [t('fabric'), namesOf(product, 'fabric')],
    [t('work'), namesOf(product, 'work')],
    [t('colour'), namesOf(product, 'colour')],
    [t('care'), product.care],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <div className="mt-10 border-t border-stone-200">
      {product.description && (
        <Section title={t('description')} open>
          {product.description.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph} className="mb-3 last:mb-0">
              {paragraph}
            </p>
          ))}
        </Section>
      )}
      {details.length > 0 && (
        <Section title={t('details')}>
          <dl className="grid grid-cols-[6rem_1fr] gap-y-2">
            {details.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-ink-muted">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      <Section title={t('delivery')}>
        <p>
          {rates.freeDeliveryFrom === null
            ? t('rates', { inside: money(rates.insideDhaka), outside: money(rates.outsideDhaka) })
            : t('ratesFree', {
                inside: money(rates.insideDhaka),
                outside: money(rates.outsideDhaka),
                free: money(rates.freeDeliveryFrom),
              })}{' '}
          {t('times')}
        </p>
        <p className="mt-3">
          {t.rich('returns', {
            link: (chunks) => (
              <LocalisedLink
                href="/pages/returns-policy"
                className="text-ink underline underline-offset-4"
              >
                {chunks}
              </LocalisedLink>
            ),
          })}
        </p>
      </Section>
    </div>
  );
}
