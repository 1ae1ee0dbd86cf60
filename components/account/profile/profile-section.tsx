type ProfileSectionProps = {
  id: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
};

/** One part of the profile page, under its own heading (the headings make the page's outline). */
export function ProfileSection({ id, title, intro, children }: ProfileSectionProps) {
  return (
    <section aria-labelledby={id} className="border-t border-stone-200 py-10 sm:py-12">
      <div className="grid gap-6 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] md:gap-12">
        <div>
          <h2 id={id} className="text-ink text-xs tracking-[0.25em] uppercase">
            {title}
          </h2>
          {intro && <p className="text-ink-muted mt-3 text-sm leading-6">{intro}</p>}
        </div>
        <div className="min-w-0">{children}</div>
      </div>
    </section>
  );
}
