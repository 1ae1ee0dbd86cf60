import { PageHeading } from '@/components/content/page-heading';
import { ButtonLink } from '@/components/ui/button';

type LinkRefusalProps = {
  /** What the link was for ("Your review", "Your bag"). */
  eyebrow: string;
  title: string;
  /** Why it does not open, in a sentence. */
  text: string;
  /** The one way on from here, and its words. */
  href: string;
  action: string;
};

/** The page a one-shopper link shows when it cannot be used: spent, forged, expired or throttled. */
export function LinkRefusal({ eyebrow, title, text, href, action }: LinkRefusalProps) {
  return (
    <div className="pb-16">
      <PageHeading eyebrow={eyebrow} title={title} />
      <div className="mx-auto max-w-xl space-y-6 px-6">
        <p className="text-ink-soft text-sm leading-7">{text}</p>
        <ButtonLink href={href} variant="quiet">
          {action}
        </ButtonLink>
      </div>
    </div>
  );
}
