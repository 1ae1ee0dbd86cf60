import 'server-only';
import { CourierUnavailable } from './errors';
import { courierCall } from './http';
import type { PathaoSettings } from './settings';
import type { Consignment, ConsignmentRequest, CourierClient } from './types';

const api = '/aladdin/api/v1';

/** Pathao's limits on a consignment's text (its merchant API documentation). */
const limits = { name: 100, address: 220 } as const;

/** A token is renewed this long before Pathao says it lapses, so no call carries a dead one. */
const renewEarlyMs = 60_000;

type Token = { value: string; expiresAt: number };

// One token per account, shared by every call of this process until it lapses (Pathao
// issues them for days); a renewal in flight is shared too.
const tokens = new Map<string, Promise<Token>>();

const accountKey = (settings: PathaoSettings) =>
  `${settings.baseUrl}\n${settings.clientId}\n${settings.username}`;

async function issueToken(settings: PathaoSettings): Promise<Token> {
  const { body } = await courierCall('pathao', `${settings.baseUrl}${api}/issue-token`, {
    method: 'POST',
    body: {
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      username: settings.username,
      password: settings.password,
      grant_type: 'password',
    },
  });
  if (typeof body.access_token !== 'string') {
    throw new CourierUnavailable('pathao', 'no access token was issued');
  }
  const seconds = Number(body.expires_in) || 3600;
  return { value: body.access_token, expiresAt: Date.now() + seconds * 1000 };
}

async function tokenFor(settings: PathaoSettings, renew: boolean): Promise<string> {
  const key = accountKey(settings);
  const cached = tokens.get(key);
  if (cached && !renew) {
    const token = await cached.catch(() => undefined);
    if (token && token.expiresAt - renewEarlyMs > Date.now()) return token.value;
  }
  const issued = issueToken(settings);
  tokens.set(key, issued);
  issued.catch(() => tokens.delete(key));
  return (await issued).value;
}

/** Forgets every issued token (tests start each suite with none). */
export function forgetPathaoTokens(): void {
  tokens.clear();
}

type Place = { id: number; name: string };
export type PathaoArea = Place & { homeDelivery: boolean };

const listOf = (body: Record<string, unknown>): Record<string, unknown>[] => {
  const data = (body.data as { data?: unknown } | undefined)?.data;
  return Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
};

const dataOf = (body: Record<string, unknown>) => (body.data ?? {}) as Record<string, unknown>;

/**
 * Pathao Courier's merchant API (api-hermes.pathao.com/aladdin/api/v1): an OAuth password
 * grant issues a token, kept until it lapses; POST /orders books; GET /orders/{id}/info
 * reports; cities, zones and areas are Pathao's own geography, which a booking names.
 */
export function pathaoClient(settings: PathaoSettings) {
  /** A call with the token; one refused as unauthorised is tried again with a new token. */
  async function call(path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}) {
    const send = async (renew: boolean) =>
      courierCall('pathao', `${settings.baseUrl}${api}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${await tokenFor(settings, renew)}` },
      });
    try {
      return (await send(false)).body;
    } catch (error) {
      if (!(error instanceof CourierUnavailable) || error.httpStatus !== 401) throw error;
      return (await send(true)).body;
    }
  }

  async function book(request: ConsignmentRequest): Promise<Consignment> {
    const place = request.pathao;
    const body = await call('/orders', {
      method: 'POST',
      body: {
        store_id: settings.storeId,
        merchant_order_id: request.invoice,
        recipient_name: request.recipientName.slice(0, limits.name),
        recipient_phone: request.recipientPhone,
        recipient_address: request.recipientAddress.slice(0, limits.address),
        // Pathao places the parcel from the address when these are left out; a null it refuses.
        ...(place && { recipient_city: place.cityId, recipient_zone: place.zoneId }),
        ...(place?.areaId && { recipient_area: place.areaId }),
        delivery_type: 48, // normal delivery (12 is on demand)
        item_type: 2, // a parcel (1 is a document)
        special_instruction: request.note || undefined,
        item_quantity: request.itemQuantity,
        item_weight: place?.itemWeight ?? 0.5,
        item_description: request.itemDescription,
        amount_to_collect: Math.round(request.codAmount),
      },
    });
    const data = dataOf(body);
    if (typeof data.consignment_id !== 'string' || !data.consignment_id) {
      throw new CourierUnavailable('pathao', 'the answer named no consignment');
    }
    return {
      consignmentId: data.consignment_id,
      trackingCode: data.consignment_id,
      status: String(data.order_status ?? 'Pending'),
    };
  }

  async function status(consignmentId: string): Promise<string> {
    const data = dataOf(await call(`/orders/${encodeURIComponent(consignmentId)}/info`));
    const slug = data.order_status_slug ?? data.order_status;
    if (typeof slug !== 'string')
      throw new CourierUnavailable('pathao', 'the answer had no status');
    return slug;
  }

  const places = async (path: string, id: string, name: string): Promise<Place[]> =>
    listOf(await call(path)).map((row) => ({
      id: Number(row[id]),
      name: String(row[name]).trim(),
    }));

  return {
    courier: 'pathao',
    book,
    status,
    cities: () => places('/city-list', 'city_id', 'city_name'),
    zones: (cityId: number) => places(`/cities/${cityId}/zone-list`, 'zone_id', 'zone_name'),
    async areas(zoneId: number): Promise<PathaoArea[]> {
      return listOf(await call(`/zones/${zoneId}/area-list`)).map((row) => ({
        id: Number(row.area_id),
        name: String(row.area_name).trim(),
        homeDelivery: row.home_delivery_available !== false,
      }));
    },
  } satisfies CourierClient & Record<string, unknown>;
}

export type PathaoClient = ReturnType<typeof pathaoClient>;
