import 'server-only';
import { DomainError } from '@/lib/domain-error';
import { pathao } from './clients';
import { CourierRefusal, CourierUnavailable } from './errors';
import type { PathaoArea } from './pathao';

/** Pathao's geography changes seldom: a list is kept this long per process. */
const keepMs = 6 * 60 * 60 * 1000;

const kept = new Map<string, { until: number; value: unknown }>();

const unreachable = (error: Error) =>
  new DomainError({
    kind: 'upstream_failed',
    code: 'courier_unavailable',
    message: `Pathao's places could not be loaded (${error.message}); please try again.`,
  });

async function keptList<T>(key: string, load: () => Promise<T>): Promise<T> {
  const found = kept.get(key);
  if (found && found.until > Date.now()) return found.value as T;
  let value: T;
  try {
    value = await load();
  } catch (error) {
    if (error instanceof CourierUnavailable || error instanceof CourierRefusal) {
      throw unreachable(error);
    }
    throw error;
  }
  kept.set(key, { until: Date.now() + keepMs, value });
  return value;
}

/** Forgets the kept lists (tests that change what the mock answers). */
export function forgetPathaoPlaces(): void {
  kept.clear();
}

export type Place = { id: number; name: string };

/** Pathao's cities, for the booking form's first choice. */
export const pathaoCities = (): Promise<{ cities: Place[] }> =>
  keptList('cities', async () => ({ cities: await pathao().cities() }));

/** A city's zones at Pathao. */
export const pathaoZones = (cityId: number): Promise<{ zones: Place[] }> =>
  keptList(`zones:${cityId}`, async () => ({ zones: await pathao().zones(cityId) }));

/** A zone's areas at Pathao (some without home delivery). */
export const pathaoAreas = (zoneId: number): Promise<{ areas: PathaoArea[] }> =>
  keptList(`areas:${zoneId}`, async () => ({ areas: await pathao().areas(zoneId) }));
