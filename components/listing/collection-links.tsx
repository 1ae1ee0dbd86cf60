import { useTranslations } from '#intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { occasionLinks } from '@/lib/config';

type OccasionSlug = 'bridal' | 'party' | 'designer_wear' | 'accessories';

/** The occasions and the whole shop, offered where a page has nothing to show. */
export function CollectionLinks() {
  const t = useTranslations('listing');
  const links = [
    ...occasionLinks.map((link) => ({
      href: link.href,
      label: t(`occasions.${link.href.slice('/occasion/'.length) as OccasionSlug}`),
    })),
    { label: t('everything'), href: '/shop' },
  ];
  return (
    <ul className="mt-4 flex flex-wrap justify-center gap-x-8 gap-y-3">
      {links.map((link) => (
        <li key={link.href}>
          <LocalisedLink
            href={link.href}
            className="text-ink hover:text-primary-800 text-sm tracking-[0.2em] uppercase underline-offset-8 hover:underline"
          >
            {link.label}
          </LocalisedLink>
        </li>
      ))}
    </ul>
  );
}
