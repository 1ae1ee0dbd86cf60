import { useTranslations } from 'next-intl';
import { LocalisedLink } from '@/components/navigation/localised-link';
import { Photo } from '@/components/ui/photo';
import type { OccasionCover } from '@/lib/content';
import { SectionHeading } from './section-heading';

/** The occasions as large photographic tiles. */
export function OccasionTiles({ occasions }: { occasions: OccasionCover[] }) {
  const t = useTranslations('home.occasions');
  return (
    <section
      aria-labelledby="occasions-heading"
      className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-10"
    >
      <SectionHeading id="occasions-heading" eyebrow={t('eyebrow')} title={t('title')} />
      <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
        {occasions.map((occasion) => (
          <li key={occasion.slug}>
            <LocalisedLink href={`/occasion/${occasion.slug}`} className="group block">
              <div className="bg-ivory relative aspect-[4/5] overflow-hidden">
                {occasion.photo && (
                  <Photo
                    src={occasion.photo}
                    alt=""
                    fill
                    sizes="(min-width: 1024px) 25vw, 50vw"
                    className="object-cover transition-transform duration-700 group-hover:scale-[1.04]"
                  />
                )}
                <div className="from-ink/55 absolute inset-0 bg-gradient-to-t via-transparent to-transparent" />
                <div className="absolute inset-x-0 bottom-0 p-4 text-white sm:p-6">
                  <h3 className="text-lg font-light tracking-[0.2em] uppercase sm:text-2xl">
                    {occasion.name}
                  </h3>
                  <span className="mt-2 hidden text-xs tracking-[0.2em] uppercase opacity-90 sm:inline-block">
                    {t('explore')}
                  </span>
                </div>
              </div>
            </LocalisedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
