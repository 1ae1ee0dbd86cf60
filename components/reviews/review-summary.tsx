import { useLocale, useTranslations } from 'next-intl';
import { localeDigits } from '@/lib/i18n/digits';
import type { Locale } from '@/i18n/routing';
import { fitVerdict, reviewFits, type ReviewSummary } from '@/lib/reviews/client';
import { StarRating } from './star-rating';

/** The figures above the reviews: the average, the count, each rating's share and the fit bar. */
export function ReviewSummaryPanel({ summary }: { summary: ReviewSummary }) {
  const t = useTranslations('reviews.section');
  const locale = useLocale() as Locale;
  const digits = (value: number | string) => localeDigits(String(value), locale);
  const verdict = fitVerdict(summary.fit);
  const widest = Math.max(1, ...summary.distribution.map((row) => row.count));
  return (
    <div className="grid gap-8 sm:grid-cols-2">
      <div>
        <p className="text-ink text-4xl font-light">{digits(summary.average.toFixed(1))}</p>
        <StarRating
          rating={summary.average}
          size="large"
          label={t('ratingLabel', { rating: digits(summary.average.toFixed(1)) })}
        />
        <p className="text-ink-muted mt-1 text-sm" data-testid="review-count">
          {t('count', { count: summary.count, n: digits(summary.count) })}
        </p>
        <dl className="mt-4 space-y-1.5" aria-label={t('distribution')}>
          {summary.distribution.map((row) => (
            <div key={row.stars} className="flex items-center gap-3 text-sm">
              <dt className="text-ink-soft w-16 shrink-0">
                {t('starsRow', { count: row.stars, n: digits(row.stars) })}
              </dt>
              <dd className="flex flex-1 items-center gap-3">
                <span className="h-1.5 flex-1 bg-stone-100" aria-hidden="true">
                  <span
                    className="bg-primary-600 block h-full"
                    style={{ width: `${(row.count / widest) * 100}%` }}
                  />
                </span>
                <span className="text-ink-muted w-6 text-right">{digits(row.count)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {verdict && (
        <div>
          <h3 className="text-ink text-xs tracking-[0.2em] uppercase">{t('fitTitle')}</h3>
          <p className="text-ink mt-3 text-sm" data-testid="fit-verdict">
            {t('fitVerdict', {
              count: digits(verdict.count),
              of: digits(verdict.of),
              fit: t(`fit.${verdict.fit}`),
            })}
          </p>
          <div className="mt-3 flex h-2 w-full overflow-hidden bg-stone-100" aria-hidden="true">
            {reviewFits.map((fit) => (
              <span
                key={fit}
                className={fit === 'true' ? 'bg-primary-600' : 'bg-primary-300'}
                style={{ width: `${(summary.fit[fit] / verdict.of) * 100}%` }}
              />
            ))}
          </div>
          <ul className="text-ink-muted mt-2 flex justify-between text-xs">
            {reviewFits.map((fit) => (
              <li key={fit}>
                {t(`fit.${fit}`)} ({digits(summary.fit[fit])})
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
