/** One fact of an order's record: a small term above its value. */
export function DeskFact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-ink-muted text-[11px] tracking-[0.2em] uppercase">{term}</dt>
      <dd className="text-ink mt-1 text-sm leading-6 break-words">{children}</dd>
    </div>
  );
}
