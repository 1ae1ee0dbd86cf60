import { UnderlinedLink } from '@/components/navigation/underlined-link';

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
        <UnderlinedLink href={link.href} className="shrink-0 tracking-[0.2em]">
          {link.label}
        </UnderlinedLink>
      )}
    </div>
  );
}
