import 'server-only';
import { courierNotConfigured } from './errors';
import type { BookableCourier } from './names';
import { pathaoClient, type PathaoClient } from './pathao';
import { courierSettings } from './settings';
import { steadfastClient } from './steadfast';
import type { CourierClient } from './types';

/** Pathao's client with its geography; a 409 when Pathao is not configured. */
export function pathao(): PathaoClient {
  const settings = courierSettings().pathao;
  if (!settings) throw courierNotConfigured('pathao');
  return pathaoClient(settings);
}

/** The courier's client; a 409 when it is not configured here. */
export function courierClient(courier: BookableCourier): CourierClient {
  if (courier === 'pathao') return pathao();
  const settings = courierSettings().steadfast;
  if (!settings) throw courierNotConfigured('steadfast');
  return steadfastClient(settings);
}
