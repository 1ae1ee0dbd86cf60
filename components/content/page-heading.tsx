type PageHeadingProps = { eyebrow?: string; title: string; intro?: string };

/** The heading block that opens every content page, for one rhythm across the store. */
export function PageHeading({ eyebrow, title, intro }: PageHeadingProps) {
  return (
    <header className="mx-auto max-w-3xl px-6 pt-16 pb-10 text-center sm:pt-24">
      {eyebrow && (
        <p className="text-primary-800 mb-4 text-xs tracking-[0.3em] uppercase">{eyebrow}</p>
      )}
      <h1 className="text-ink text-4xl font-light tracking-wide sm:text-5xl">{title}</h1>
      {intro && <p className="text-ink-soft mt-6 text-lg leading-relaxed">{intro}</p>}
    </header>
  );
}
