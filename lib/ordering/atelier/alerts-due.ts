import { atelierAlertDays, type AtelierAlertDays } from '@/lib/db/values/atelier';
import { daysBetween } from './progress';

/**
 * The alert thresholds a piece not yet shipped has reached today, her event `eventDay`
 * away: 14 from two weeks before, 7 from one week before, none once the day has passed.
 */
export function alertsDue(today: string, eventDay: string): AtelierAlertDays[] {
  const left = daysBetween(today, eventDay);
  if (left < 0) return [];
  return atelierAlertDays.filter((days) => left <= days);
}
