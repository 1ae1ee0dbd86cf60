type Props = { title?: string; children: React.ReactNode; className?: string };

/** A white card on the staff side's stone background: one job per panel. */
export function Panel({ title, children, className = '' }: Props) {
  return (
    <section className={`border border-stone-200 bg-white p-5 sm:p-6 ${className}`}>
      {title && <h2 className="text-ink mb-4 text-xs tracking-[0.2em] uppercase">{title}</h2>}
      {children}
    </section>
  );
}
