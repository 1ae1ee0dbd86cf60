import 'server-only';
import { courierLabels, type BookableCourier } from './names';

/**
 * The courier looked at the request and said no (a 4xx other than for credentials or
 * haste): sending it again would change nothing, so it is not retried.
 */
export class CourierRefusal extends Error {
  override name = 'CourierRefusal';
  constructor(
    readonly courier: BookableCourier,
    /** What the courier said was wrong. */
    readonly reason: string,
    /** The courier's own complaints by field, where it named them. */
    readonly fields: Record<string, string> = {},
  ) {
    super(`${courierLabels[courier]} refused: ${reason}`);
  }
}

/** The courier could not be asked (down, slow, 5xx, credentials refused): worth trying later. */
export class CourierUnavailable extends Error {
  override name = 'CourierUnavailable';
  constructor(
    readonly courier: BookableCourier,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(`${courierLabels[courier]} unavailable: ${message}`);
  }
}
