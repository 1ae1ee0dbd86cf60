import Link from 'next/link';

type Props = {
  label: string;
  /** The figure as it should read: "12", "৳ 4,52,000". */
  value: string;
  /** Where staff go to act on it. */
  href?: string;
  /** What the figure counts, when its label alone could mislead. */
  note?: string;
};

const box = 'block border border-stone-200 bg-white p-5';

/** One figure of the dashboard; a link to the list behind it when there is one. */
export function FigureCard({ label, value, href, note }: Props) {
  const body = (
    <>
      <span className="text-ink-soft block text-xs tracking-[0.2em] uppercase">{label}</span>
      <span className="text-ink mt-3 block text-2xl font-light whitespace-nowrap tabular-nums sm:text-3xl">
        {value}
      </span>
      {note && <span className="text-ink-muted mt-2 block text-xs">{note}</span>}
    </>
  );
  return href ? (
    <Link href={href} className={`${box} hover:border-primary-600 transition-colors`}>
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}

/** A titled row of figures: two across on a phone, more on wider screens. */
export function FigureGroup({
  id,
  title,
  children,
  columns = 'sm:grid-cols-3',
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  columns?: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-ink-soft mb-3 text-xs tracking-[0.2em] uppercase">
        {title}
      </h2>
      <div className={`grid grid-cols-2 gap-3 ${columns}`}>{children}</div>
    </section>
  );
}
