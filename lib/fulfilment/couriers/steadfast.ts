import 'server-only';
import { CourierUnavailable } from './errors';
import { courierCall, refusalOf } from './http';
import type { SteadfastSettings } from './settings';
import type { Consignment, ConsignmentRequest, CourierClient } from './types';

/** Steadfast's limits on a consignment's text (its API documentation, "Placing an order"). */
const limits = { name: 100, address: 250 } as const;

/**
 * Steadfast Courier's merchant API (portal.packzy.com/api/v1): every call carries the
 * Api-Key and Secret-Key headers; POST /create_order books, GET /status_by_cid/{id} reports.
 */
export function steadfastClient(settings: SteadfastSettings): CourierClient {
  const headers = { 'Api-Key': settings.apiKey, 'Secret-Key': settings.secretKey };

  async function book(request: ConsignmentRequest): Promise<Consignment> {
    const { body } = await courierCall('steadfast', `${settings.baseUrl}/create_order`, {
      method: 'POST',
      headers,
      body: {
        invoice: request.invoice,
        recipient_name: request.recipientName.slice(0, limits.name),
        recipient_phone: request.recipientPhone,
        recipient_address: request.recipientAddress.slice(0, limits.address),
        cod_amount: request.codAmount,
        note: request.note,
        item_description: request.itemDescription,
        total_lot: request.itemQuantity,
        // 0: home delivery (1 would be a pickup at Steadfast's hub).
        delivery_type: 0,
      },
    });
    // The answer repeats a status of its own ({"status": 200, "consignment": …}): anything
    // else in it, even with HTTP 200, is Steadfast declining the order.
    if (typeof body.status === 'number' && body.status !== 200) {
      throw refusalOf('steadfast', body, `status ${body.status}`);
    }
    const consignment = body.consignment as Record<string, unknown> | undefined;
    if (!consignment?.consignment_id || !consignment.tracking_code) {
      throw new CourierUnavailable('steadfast', 'the answer named no consignment');
    }
    return {
      consignmentId: String(consignment.consignment_id),
      trackingCode: String(consignment.tracking_code),
      status: String(consignment.status ?? 'in_review'),
    };
  }

  async function status(consignmentId: string): Promise<string> {
    const url = `${settings.baseUrl}/status_by_cid/${encodeURIComponent(consignmentId)}`;
    const { body } = await courierCall('steadfast', url, { headers });
    if (typeof body.delivery_status !== 'string') {
      throw new CourierUnavailable('steadfast', 'the answer had no delivery_status');
    }
    return body.delivery_status;
  }

  return { courier: 'steadfast', book, status };
}
