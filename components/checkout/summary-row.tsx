/** One figure of an order's totals: a term and its amount, the total larger. */
export function SummaryRow({
  term,
  value,
  strong = false,
  testId,
}: {
  term: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-stone-200 pt-4' : ''}`}
    >
      <dt className={strong ? 'text-ink text-sm tracking-[0.2em] uppercase' : 'text-ink-soft'}>
        {term}
      </dt>
      <dd
        className={`text-ink tabular-nums ${strong ? 'text-2xl font-light' : ''}`}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}
