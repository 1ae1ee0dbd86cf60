import { useLocale, useTranslations } from '#intl';
import type { ReactNode } from 'react';
import { sentenceCase } from '@/components/account/sentence-case';
import { LineFit } from '@/components/fit/line-fit';
import type { LineMeasurements } from '@/lib/ordering/client';
import { formatBDT } from '@/lib/format/money';
import { localeDigits } from '@/lib/i18n/digits';

type SummaryLineProps = {
  line: {
    name: string;
    size: string;
    colour: string;
    price: number;
    quantity: number;
    measurements?: LineMeasurements;
    leadTimeDays?: number;
    made_to_measure?: true;
  };
  /** The line's total when the server said it; else price × quantity. */
  lineTotal?: number;
  error?: string;
  photo?: ReactNode;
};

/**
 * One piece of an order or checkout: name, size (or "Made to your measurements"), colour,
 * quantity and line total.
 */
export function SummaryLine({ line, lineTotal, error, photo }: SummaryLineProps) {
  const t = useTranslations('checkout.summary');
  const locale = useLocale();
  return (
    <li className="flex gap-4 py-4" data-testid="summary-line">
      {photo}
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-ink leading-snug">{line.name}</p>
        <p className="text-ink-muted mt-1 text-xs tracking-wide">
          {t(line.measurements || line.made_to_measure ? 'lineMeasured' : 'line', {
            size: line.size,
            colour: line.colour,
            quantity: localeDigits(String(line.quantity), locale),
          })}
        </p>
        <LineFit line={line} />
        {error && (
          <p className="mt-2 text-sm text-red-700" role="alert">
            {sentenceCase(error)}
          </p>
        )}
      </div>
      <p className="text-ink text-sm tabular-nums">
        {formatBDT(lineTotal ?? line.price * line.quantity, locale)}
      </p>
    </li>
  );
}
