import { IntentLink } from '@/components/navigation/intent-link';

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  link?: { href: string; label: string };
};

export function SectionHeading({ id, eyebrow, title, link }: SectionHeadingProps) {
  return (
    <div className="mb-8 flex items-end justify-between gap-6 sm:mb-12">
      <div>
        <p className="text-primary-800 text-xs tracking-[0.3em] uppercase">{eyebrow}</p>
        <h2 id={id} className="text-ink mt-3 text-3xl font-light sm:text-4xl">
          {title}
        </h2>
      </div>
      {link && (
        <IntentLink
          href={link.href}
          className="border-ink text-ink hover:border-primary hover:text-primary-800 shrink-0 border-b pb-1 text-xs tracking-[0.2em] uppercase transition-colors"
        >
          {link.label}
        </IntentLink>
      )}
    </div>
  );
}
