import { useLocale, useTranslations } from '#intl';
import { isMeasurementKey, type MeasurementUnit, inMeasurementOrder } from '@/lib/catalogue/client';
import { type LineMeasurements } from '@/lib/ordering/client';
import { localeDigits } from '@/lib/i18n/digits';
import { useLeadTime } from './use-lead-time';

/** The English problems lib/validation/measurements.ts writes, read back to be said in the page's language. */
const rangeProblem = /^must be from ([\d.]+) to ([\d.]+) (in|cm)$/;
const missingProblem = /^Enter the /;
/** Text that is not a number: the browser's check says it, and the API's schema. */
const numberProblems = ['Enter a number', 'must be a number'];

/**
 * The words of the measurement forms and lines in the page's language: each kind's label
 * and how to measure it (by its key), units, lead time, and the problems the shared checks
 * report in English, mapped by their shape to the page's own messages (a generic one when
 * a problem is not known).
 */
export function useFitText() {
  const t = useTranslations('fit');
  const locale = useLocale();
  const digits = (value: number | string) => localeDigits(String(value), locale);
  const label = (key: string) => (isMeasurementKey(key) ? t(`kinds.${key}.label`) : key);
  const unitShort = (unit: MeasurementUnit) => t(`unitShort.${unit}`);

  /** A problem as a sentence naming the measurement and the unit she measures in. */
  const problem = (key: string, message: string, unit: MeasurementUnit): string => {
    const name = {
      label: label(key),
      lower: label(key).toLowerCase(),
      unit: t(`unitWords.${unit}`),
    };
    const range = rangeProblem.exec(message);
    if (range) {
      // In the unit the range was given in, which a refused form may have switched since.
      const [, min, max, given] = range as unknown as [string, string, string, MeasurementUnit];
      const unitWords = t(`unitWords.${given}`);
      return t('errors.range', { ...name, unit: unitWords, min: digits(min), max: digits(max) });
    }
    if (numberProblems.includes(message)) return t('errors.number', name);
    if (missingProblem.test(message) && isMeasurementKey(key)) return t('errors.missing', name);
    return t('errors.check', name);
  };

  /** "Bust 34 in · Waist 28 in" */
  const summary = ({ unit, values }: Pick<LineMeasurements, 'unit' | 'values'>): string =>
    inMeasurementOrder(values)
      .map(([key, value]) =>
        t('value', { label: label(key), value: digits(value), unit: unitShort(unit) }),
      )
      .join(' · ');

  const leadTime = useLeadTime();

  return { t, digits, label, unitShort, problem, summary, leadTime };
}
