import { ButtonLink } from '@/components/ui/button';

type Props = { href: string; label: string };

/** The way back to the list, above the page of one of its entries. */
export function BackToList({ href, label }: Props) {
  return (
    <p className="mb-4">
      <ButtonLink href={href} variant="quiet">
        {`← ${label}`}
      </ButtonLink>
    </p>
  );
}
