import type { CodRiskBadge, CodRiskCheck } from '../values';

/** At least this share of parcels delivered is a good record; below the second, risky. */
export const codRiskBounds = { good: 0.8, doubtful: 0.5 } as const;

/**
 * The desk's word for a phone (docs/decisions.md, "Payment and COD risk"): parcels the
 * courier delivered to it and the store's orders delivered, against those it cancelled,
 * refused or sent back. No parcel anywhere is a new customer, not a risky one.
 */
export function codRiskBadge(
  courier: CodRiskCheck['courier'],
  own: CodRiskCheck['own'],
): CodRiskBadge {
  const delivered = (courier?.delivered ?? 0) + own.delivered;
  const failed = (courier?.cancelled ?? 0) + own.refused + own.returned;
  const total = delivered + failed;
  if (total === 0) return 'new';
  const share = delivered / total;
  if (share >= codRiskBounds.good) return 'good';
  return share >= codRiskBounds.doubtful ? 'doubtful' : 'risky';
}
