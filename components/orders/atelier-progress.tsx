import { useLocale, useTranslations } from 'next-intl';
import { Photo } from '@/components/ui/photo';
import { formatDhakaDay } from '@/lib/i18n/dates';
import type { Order } from '@/lib/ordering';

/**
 * Her made-to-measure pieces in the atelier: each stage done so far with its day (in her
 * language and digits) and the photo staff took of it; a piece not started yet says so.
 */
export function AtelierProgress({ items }: { items: Order['items'] }) {
  const t = useTranslations('orders.atelier');
  const stages = useTranslations('vocabulary.atelierStage');
  const locale = useLocale();
  const pieces = items.filter((item) => item.atelier);
  if (pieces.length === 0) return null;
  return (
    <section aria-labelledby="atelier-heading" className="mt-12" data-testid="atelier-progress">
      <h2 id="atelier-heading" className="text-ink text-xl font-light tracking-wide">
        {t('title')}
      </h2>
      {pieces.map((item, index) => (
        <div key={`${item.id}-${index}`} className="mt-6">
          <h3 className="text-ink-soft text-xs tracking-[0.2em] uppercase">{item.name}</h3>
          {item.atelier!.length === 0 ? (
            <p className="text-ink-soft mt-3 text-sm leading-relaxed">{t('notStarted')}</p>
          ) : (
            <ol className="mt-4 space-y-5 border-l border-stone-200 pl-6">
              {item.atelier!.map((stage) => (
                <li key={stage.stage} className="relative" data-stage={stage.stage}>
                  <span
                    aria-hidden="true"
                    className="bg-primary absolute top-2 -left-[29px] size-2.5 rounded-full"
                  />
                  <p className="text-ink">{stages(stage.stage)}</p>
                  <p className="text-ink-muted mt-1 text-xs tracking-wide">
                    <time dateTime={stage.done_on}>
                      {formatDhakaDay(stage.done_on, locale, 'weekdayDate')}
                    </time>
                  </p>
                  {stage.photo && (
                    <div className="relative mt-3 aspect-[4/5] w-40 bg-stone-100 sm:w-48">
                      <Photo
                        src={stage.photo.path}
                        alt={t('photoAlt', { stage: stages(stage.stage), piece: item.name })}
                        fill
                        sizes="(min-width: 640px) 192px, 160px"
                        className="object-cover"
                      />
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </section>
  );
}
