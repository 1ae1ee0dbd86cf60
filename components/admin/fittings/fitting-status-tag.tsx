import { useTranslations } from 'next-intl';
import type { FittingStatus } from '@/lib/fittings/client';

const tones: Record<FittingStatus, string> = {
  booked: 'bg-primary-50 text-primary-900',
  attended: 'bg-emerald-50 text-emerald-900',
  no_show: 'bg-amber-50 text-amber-900',
  cancelled: 'bg-stone-100 text-stone-600 line-through',
};

/** A booking's status, in the words of the vocabulary. */
export function FittingStatusTag({ status }: { status: FittingStatus }) {
  const words = useTranslations('vocabulary');
  return (
    <span
      className={`px-2 py-0.5 text-xs tracking-wider whitespace-nowrap uppercase ${tones[status]}`}
    >
      {words(`fittingStatus.${status}`)}
    </span>
  );
}
