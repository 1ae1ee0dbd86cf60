import fc from 'fast-check';
import {
  PATCH as adminPhotoAlt,
  DELETE as adminPhotoDelete,
} from '@/app/api/v1/admin/products/[id]/photos/[photoId]/route';
import { DELETE as adminPhotoUploadRemove } from '@/app/api/v1/admin/products/[id]/photo-uploads/[uploadId]/route';
import {
  POST as adminPhotosAdd,
  GET as adminPhotosList,
  PATCH as adminPhotosReorder,
} from '@/app/api/v1/admin/products/[id]/photos/route';
import { GET as adminOrderPieces } from '@/app/api/v1/admin/order-pieces/route';
import { GET as adminShareCode } from '@/app/api/v1/admin/share-code/route';
import { POST as adminSlidePhoto } from '@/app/api/v1/admin/banner/[id]/photo/route';
import { GET as adminProductsExport } from '@/app/api/v1/admin/products/export/route';
import { POST as adminProductsImport } from '@/app/api/v1/admin/products/import/route';
import { GET as cartGet, PUT as cartPut } from '@/app/api/v1/cart/route';
import { POST as cartDiscount } from '@/app/api/v1/cart/discount/route';
import { POST as cartMerge } from '@/app/api/v1/cart/merge/route';
import { POST as cartCheckout } from '@/app/api/v1/cart/checkout/route';
import { GET as orderGet } from '@/app/api/v1/orders/[number]/route';
import { GET as orderInvoice } from '@/app/api/v1/orders/[number]/invoice/route';
import { POST as steadfastWebhook } from '@/app/api/v1/couriers/steadfast/webhook/route';
import { POST as pathaoWebhook } from '@/app/api/v1/couriers/pathao/webhook/route';
import {
  GET as whatsappHandshake,
  POST as whatsappStatuses,
} from '@/app/api/v1/messages/whatsapp/webhook/route';
import { GET as pathaoCities } from '@/app/api/v1/admin/couriers/pathao/cities/route';
import { GET as pathaoZones } from '@/app/api/v1/admin/couriers/pathao/cities/[cityId]/zones/route';
import { GET as pathaoAreas } from '@/app/api/v1/admin/couriers/pathao/zones/[zoneId]/areas/route';
import { POST as fittingBook } from '@/app/api/v1/fittings/route';
import { POST as fittingCancel } from '@/app/api/v1/fittings/cancel/route';
import { POST as fittingOtp } from '@/app/api/v1/fittings/otp/route';
import { GET as fittingSlots } from '@/app/api/v1/fittings/slots/route';
import { POST as orderOtp } from '@/app/api/v1/orders/otp/route';
import { POST as reviewPost } from '@/app/api/v1/reviews/[token]/route';
import { POST as stockAlert } from '@/app/api/v1/stock-alerts/route';
import { POST as stockAlertOtp } from '@/app/api/v1/stock-alerts/otp/route';
import { POST as trackOrder } from '@/app/api/v1/orders/track/route';
import { POST as trackCode } from '@/app/api/v1/orders/track/code/route';
import { GET as ordersGet, POST as ordersPost } from '@/app/api/v1/orders/route';
import { POST as ipn } from '@/app/api/v1/payments/sslcommerz/ipn/route';
import { POST as gatewayReturn } from '@/app/api/v1/payments/sslcommerz/return/[outcome]/route';
import { GET as productAll } from '@/app/api/v1/product/all/route';
import { GET as productCount } from '@/app/api/v1/product/count/route';
import { GET as categories } from '@/app/api/v1/product/category/route';
import { GET as wishlistOf } from '@/app/api/v1/product/getWishlistProduct/[id]/route';
import { GET as categoryTree } from '@/app/api/v1/product/shopcategory/route';
import { GET as shopFilters } from '@/app/api/v1/product/shopfilters/route';
import { GET as shopItem } from '@/app/api/v1/product/shopitems/route';
import { GET as shopItemById } from '@/app/api/v1/product/shopitemsbyid/[id]/route';
import { GET as summaries } from '@/app/api/v1/product/summaries/route';
import { GET as variantLookup } from '@/app/api/v1/product/variants/route';
import { DELETE as wishlistRemove } from '@/app/api/v1/product/wishlist/[product_id]/route';
import { POST as wishlistAdd } from '@/app/api/v1/product/wishlist/route';
import { PUT as googleLogin } from '@/app/api/v1/user/google_login/[email]/route';
import { POST as login } from '@/app/api/v1/user/login/route';
import {
  GET as measurementsGet,
  PUT as measurementsPut,
} from '@/app/api/v1/user/measurements/route';
import { GET as address } from '@/app/api/v1/user/me/[id]/[addressId]/route';
import { GET as me } from '@/app/api/v1/user/me/[id]/route';
import { PUT as changePassword } from '@/app/api/v1/user/password/change/[id]/route';
import { POST as forgotPassword } from '@/app/api/v1/user/password/forgot/route';
import { POST as resetPassword } from '@/app/api/v1/user/password/reset/route';
import { POST as phoneLogin } from '@/app/api/v1/user/phone_login/[phone]/route';
import { POST as signup } from '@/app/api/v1/user/signup/route';
import { PUT as updateProfile } from '@/app/api/v1/user/update/[id]/route';
import { DELETE as addressDelete } from '@/app/api/v1/user/updateAddress/[id]/[addressId]/route';
import { PUT as addressPut } from '@/app/api/v1/user/updateAddress/[id]/route';
import { PUT as updatePhone } from '@/app/api/v1/user/updatePhone/[id]/route';
import { POST as verifyIdentifier } from '@/app/api/v1/user/verify/[id]/route';
import { GET as xsrf } from '@/app/api/v1/xsrf/route';
import { GET as openApi } from '@/app/api/v1/openapi.json/route';
import { GET as measurement } from '@/app/api/v1/measurement/route';
import type { RouteHandler } from '@/lib/api/handler';
import { contact, dhakaAddress } from '@/tests/api/orders/support';
import { formBodies, jsonBodies } from './bodies';
import { hostileRequests, type HostileRequest } from './hostile-request';
import { hostileText } from './hostile-values';
import { victimAddress, type Targets } from './parties';

export type Endpoint = {
  handler: RouteHandler;
  /** Generated requests per engine: fewer where each one hashes a password. */
  runs: number;
  requests: (targets: Targets) => fc.Arbitrary<HostileRequest>;
};

/** A route parameter: a hostile text, one of the given real values, or an array (a wrong type). */
const param = (...real: (string | number)[]) =>
  fc.oneof(
    { arbitrary: hostileText, weight: 4 },
    { arbitrary: fc.constantFrom(...real.map(String)), weight: real.length ? 4 : 0 },
    {
      arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', ' 1', '01', '999999999', '1/../2'),
      weight: 1,
    },
    { arbitrary: fc.array(hostileText, { minLength: 0, maxLength: 2 }), weight: 1 },
  );

const userIds = (t: Targets) => [t.attacker.id, t.victim.id];
const listKeys = [
  'is_active',
  'page',
  'page_size',
  'keyward',
  'parentCategory',
  'attribute',
  'tag',
  'tagslug',
  'lowrange',
  'heighrange',
  'ordering',
];
const noParams = fc.constant({});
const goodPassword = 'lehenga2026';
/** The attacker's own address: nothing in it is the victim's, so her answers may show it. */
export const attackerAddress = {
  ...victimAddress,
  recipient: 'Mallory',
  phone: '01911111111',
  line: 'Flat 1, Road 9',
};

/** Requests to a route: its parameters, query keys and bodies around valid ones. */
const endpoint = (
  handler: RouteHandler,
  runs: number,
  parts: (t: Targets) => Partial<Parameters<typeof hostileRequests>[0]>,
): Endpoint => ({
  handler,
  runs,
  requests: (targets) => hostileRequests({ params: noParams, queryKeys: [], ...parts(targets) }),
});

const cartBody = (t: Targets) => ({
  items: t.variantIds.slice(0, 3).map((id) => ({ id, quantity: 1 })),
});
const gatewayForm = (t: Targets, status: string) => ({
  tran_id: t.victim.orderNumbers[1]!,
  status,
  val_id: 'hostile-val',
  amount: '18080.00',
  verify_key: 'tran_id,status',
  verify_sign: '0'.repeat(32),
});

/** One entry for every method of every route under app/api/v1; the suite checks none is missing. */
export const endpoints: Record<string, Endpoint> = {
  // Staff calls: every caller here is a shopper, a stranger or a forgery, so all are refused.
  'GET /api/v1/admin/products/:id/photos': endpoint(adminPhotosList, 100, (t) => ({
    params: fc.record({ id: param(...t.productIds) }),
  })),
  'GET /api/v1/admin/order-pieces': endpoint(adminOrderPieces, 100, () => ({
    queryKeys: ['q'],
  })),
  'GET /api/v1/admin/share-code': endpoint(adminShareCode, 50, () => ({})),
  'GET /api/v1/admin/couriers/pathao/cities': endpoint(pathaoCities, 50, () => ({})),
  'GET /api/v1/admin/couriers/pathao/cities/:cityId/zones': endpoint(pathaoZones, 50, () => ({
    params: fc.record({ cityId: param(1, 52) }),
  })),
  'GET /api/v1/admin/couriers/pathao/zones/:zoneId/areas': endpoint(pathaoAreas, 50, () => ({
    params: fc.record({ zoneId: param(1, 298) }),
  })),
  'POST /api/v1/admin/products/:id/photos': endpoint(adminPhotosAdd, 100, (t) => ({
    params: fc.record({ id: param(...t.productIds) }),
    body: jsonBodies({ photo: 'x', alt: 'Front' }),
  })),
  'POST /api/v1/admin/banner/:id/photo': endpoint(adminSlidePhoto, 50, () => ({
    params: fc.record({ id: param(1, 2) }),
    queryKeys: ['crop'],
    body: jsonBodies({ photo: 'x' }),
  })),
  'PATCH /api/v1/admin/products/:id/photos': endpoint(adminPhotosReorder, 100, (t) => ({
    params: fc.record({ id: param(...t.productIds) }),
    body: jsonBodies({ photoIds: [1, 2] }),
  })),
  'PATCH /api/v1/admin/products/:id/photos/:photoId': endpoint(adminPhotoAlt, 100, (t) => ({
    params: fc.record({ id: param(...t.productIds), photoId: param(1, 2) }),
    body: jsonBodies({ alt: 'Front' }),
  })),
  'DELETE /api/v1/admin/products/:id/photos/:photoId': endpoint(adminPhotoDelete, 100, (t) => ({
    params: fc.record({ id: param(...t.productIds), photoId: param(1, 2) }),
    body: jsonBodies(),
  })),
  'DELETE /api/v1/admin/products/:id/photo-uploads/:uploadId': endpoint(
    adminPhotoUploadRemove,
    100,
    (t) => ({
      params: fc.record({ id: param(...t.productIds), uploadId: param(1, 2) }),
      body: jsonBodies(),
    }),
  ),
  'GET /api/v1/admin/products/export': endpoint(adminProductsExport, 100, () => ({
    queryKeys: ['q', 'category', 'status', 'stock', 'sort'],
  })),
  'POST /api/v1/admin/products/import': endpoint(adminProductsImport, 100, () => ({
    queryKeys: ['mode', 'fingerprint'],
    body: jsonBodies(),
  })),
  'GET /api/v1/cart': endpoint(cartGet, 350, () => ({})),
  'PUT /api/v1/cart': endpoint(cartPut, 350, (t) => ({ body: jsonBodies(cartBody(t)) })),
  'POST /api/v1/cart/merge': endpoint(cartMerge, 350, (t) => ({ body: jsonBodies(cartBody(t)) })),
  'POST /api/v1/cart/checkout': endpoint(cartCheckout, 150, (t) => ({
    body: jsonBodies({ ...cartBody(t), phone: t.victim.phone, remind: true }),
  })),
  'POST /api/v1/cart/discount': endpoint(cartDiscount, 150, (t) => ({
    body: jsonBodies(
      { ...cartBody(t), code: 'EID2026' },
      { ...cartBody(t), code: 'x', phone: contact.phone },
    ),
  })),
  'GET /api/v1/orders/:number': endpoint(orderGet, 400, (t) => ({
    params: fc.record({
      number: param(...t.victim.orderNumbers, ...t.victim.orderNumbers.map((n) => n.toLowerCase())),
    }),
  })),
  // Couriers' webhooks: a stranger has no token, whatever the courier's settings.
  'POST /api/v1/couriers/steadfast/webhook': endpoint(steadfastWebhook, 100, (t) => ({
    body: jsonBodies({
      notification_type: 'delivery_status',
      consignment_id: 1424103,
      invoice: t.victim.orderNumbers[0]!,
      status: 'delivered',
    }),
  })),
  'POST /api/v1/couriers/pathao/webhook': endpoint(pathaoWebhook, 100, (t) => ({
    body: jsonBodies({
      event: 'order.delivered',
      consignment_id: 'DL121224VS8TTJ',
      merchant_order_id: t.victim.orderNumbers[0]!,
    }),
  })),
  // WhatsApp's webhook: a stranger has neither the verify token nor Meta's signature.
  'GET /api/v1/messages/whatsapp/webhook': endpoint(whatsappHandshake, 50, () => ({
    queryKeys: ['hub.mode', 'hub.verify_token', 'hub.challenge'],
  })),
  'POST /api/v1/messages/whatsapp/webhook': endpoint(whatsappStatuses, 50, () => ({
    body: jsonBodies({
      object: 'whatsapp_business_account',
      entry: [{ changes: [{ field: 'messages', value: { statuses: [] } }] }],
    }),
  })),
  'GET /api/v1/orders/:number/invoice': endpoint(orderInvoice, 100, (t) => ({
    params: fc.record({
      number: param(...t.victim.orderNumbers, ...t.victim.orderNumbers.map((n) => n.toLowerCase())),
    }),
  })),
  'POST /api/v1/orders/otp': endpoint(orderOtp, 150, (t) => ({
    body: jsonBodies(
      { phone: contact.phone },
      { phone: t.victim.phone, checkout: { ...cartBody(t), name: 'Mallory', remind: true } },
    ),
  })),
  // Fittings: a booking needs the code sent to its phone, a cancel the link's secret.
  'GET /api/v1/fittings/slots': endpoint(fittingSlots, 100, () => ({ queryKeys: ['date'] })),
  'POST /api/v1/fittings/otp': endpoint(fittingOtp, 100, (t) => ({
    body: jsonBodies({ phone: t.victim.phone }),
  })),
  'POST /api/v1/fittings': endpoint(fittingBook, 150, (t) => ({
    body: jsonBodies({
      start: '2026-12-05T05:00:00.000Z',
      name: 'Mallory',
      phone: t.victim.phone,
      note: '',
      otp: '123456',
    }),
  })),
  'POST /api/v1/fittings/cancel': endpoint(fittingCancel, 100, () => ({
    body: jsonBodies({ token: 'A'.repeat(43) }),
  })),
  'POST /api/v1/stock-alerts/otp': endpoint(stockAlertOtp, 100, (t) => ({
    body: jsonBodies({ phone: t.victim.phone, locale: 'bn' }),
  })),
  'POST /api/v1/stock-alerts': endpoint(stockAlert, 150, (t) => ({
    body: jsonBodies({ variant_id: 1, phone: t.victim.phone, otp: '123456', locale: 'en' }),
  })),
  // A forged link of the right shape beside the hostile ones: each is refused before a form is read.
  'POST /api/v1/reviews/:token': endpoint(reviewPost, 100, () => ({
    params: fc.record({ token: param(`1.4102444800.${'A'.repeat(43)}`) }),
    body: jsonBodies({ rating: 5, fit: 'true', title: 'Lovely', body: 'It fitted on the day.' }),
  })),
  'POST /api/v1/orders/track/code': endpoint(trackCode, 150, (t) => ({
    body: jsonBodies({ number: t.victim.orderNumbers[0]!, phone: t.victim.phone }),
  })),
  'POST /api/v1/orders/track': endpoint(trackOrder, 150, (t) => ({
    body: jsonBodies({
      number: t.victim.orderNumbers[0]!,
      phone: t.victim.phone,
      otp: '123456',
      locale: 'bn',
    }),
  })),
  'POST /api/v1/orders': endpoint(ordersPost, 350, (t) => ({
    body: jsonBodies(
      {
        items: [{ id: t.variantIds[2], quantity: 1 }],
        contact,
        address: dhakaAddress,
        delivery: 'inside_dhaka',
        payment: 'cod',
      },
      {
        items: [{ id: t.variantIds[2], quantity: 1 }],
        contact,
        address: dhakaAddress,
        delivery: 'inside_dhaka',
        payment: 'sslcommerz',
        otp: '123456',
      },
    ),
    headers: fc.oneof(
      fc.uuid().map((key) => ({ 'idempotency-key': key })),
      fc.constant({ 'idempotency-key': 'same-key-every-time' }),
      fc.constant({}),
    ),
  })),
  'GET /api/v1/orders': endpoint(ordersGet, 250, () => ({})),
  'POST /api/v1/payments/sslcommerz/ipn': endpoint(ipn, 450, (t) => ({
    body: formBodies(gatewayForm(t, 'CANCELLED')),
  })),
  'POST /api/v1/payments/sslcommerz/return/:outcome': endpoint(
    gatewayReturn as RouteHandler,
    450,
    (t) => ({
      params: fc.record({ outcome: param('success', 'fail', 'cancel') }),
      body: formBodies(gatewayForm(t, 'VALID')),
    }),
  ),
  'GET /api/v1/product/all': endpoint(productAll, 450, () => ({
    queryKeys: [...listKeys, 'locale'],
  })),
  'GET /api/v1/product/count': endpoint(productCount, 150, () => ({
    queryKeys: ['occasion', 'category', ...listKeys],
  })),
  'GET /api/v1/openapi.json': endpoint(openApi, 100, () => ({})),
  'GET /api/v1/measurement': endpoint(measurement, 50, () => ({})),
  'GET /api/v1/product/category': endpoint(categories, 300, () => ({})),
  'GET /api/v1/product/getWishlistProduct/:id': endpoint(wishlistOf, 350, (t) => ({
    params: fc.record({ id: param(...userIds(t)) }),
  })),
  'GET /api/v1/product/shopcategory': endpoint(categoryTree, 400, () => ({ queryKeys: ['slug'] })),
  'GET /api/v1/product/shopfilters': endpoint(shopFilters, 400, () => ({ queryKeys: listKeys })),
  'GET /api/v1/product/shopitems': endpoint(shopItem, 250, () => ({ queryKeys: ['slug'] })),
  'GET /api/v1/product/shopitemsbyid/:id': endpoint(shopItemById, 200, (t) => ({
    params: fc.record({ id: param(...t.productIds) }),
  })),
  'GET /api/v1/product/summaries': endpoint(summaries, 600, () => ({
    queryKeys: ['ids', 'locale'],
  })),
  'GET /api/v1/product/variants': endpoint(variantLookup, 400, () => ({
    queryKeys: ['ids', 'locale'],
  })),
  'DELETE /api/v1/product/wishlist/:product_id': endpoint(wishlistRemove, 350, (t) => ({
    params: fc.record({ product_id: param(...t.productIds) }),
    body: jsonBodies(),
  })),
  'POST /api/v1/product/wishlist': endpoint(wishlistAdd, 350, (t) => ({
    body: jsonBodies(...t.productIds.map((id) => ({ product_id: id }))),
  })),
  'PUT /api/v1/user/google_login/:email': endpoint(googleLogin, 300, (t) => ({
    params: fc.record({ email: param(t.victim.email, t.attacker.email) }),
    body: jsonBodies({
      email: t.victim.email,
      userName: 'Nadia',
      idToken: 'eyJhbGciOiJub25lIn0.eyJlbWFpbCI6Im5hZGlhQGV4YW1wbGUuY29tIn0.',
    }),
  })),
  'POST /api/v1/user/login': endpoint(login, 60, (t) => ({
    // No locale: the right password signs the victim in, which keeps the sign-in's language
    // on her account (docs/decisions.md 25), and her row must stay as it was.
    body: jsonBodies({ email: t.victim.email, password: goodPassword }),
  })),
  'GET /api/v1/user/me/:id/:addressId': endpoint(address, 350, (t) => ({
    params: fc.record({ id: param(...userIds(t)), addressId: param(t.victim.addressId) }),
  })),
  'GET /api/v1/user/measurements': endpoint(measurementsGet, 50, () => ({})),
  'PUT /api/v1/user/measurements': endpoint(measurementsPut, 100, () => ({
    body: jsonBodies({ unit: 'in', values: { bust: 34, waist: 28 } }),
  })),
  'GET /api/v1/user/me/:id': endpoint(me, 350, (t) => ({
    params: fc.record({ id: param(...userIds(t)) }),
  })),
  'PUT /api/v1/user/password/change/:id': endpoint(changePassword, 50, (t) => ({
    params: fc.record({ id: param(...userIds(t)) }),
    body: jsonBodies({
      currentPassword: goodPassword,
      password: goodPassword,
      confirmPassword: goodPassword,
    }),
  })),
  'POST /api/v1/user/password/forgot': endpoint(forgotPassword, 150, (t) => ({
    body: jsonBodies({ email: t.victim.email }, { phone: t.victim.phone }),
  })),
  'POST /api/v1/user/password/reset': endpoint(resetPassword, 100, (t) => ({
    body: jsonBodies(
      {
        email: t.victim.email,
        otp: '123456',
        password: goodPassword,
        confirmPassword: goodPassword,
        locale: 'bn',
      },
      {
        phone: t.victim.phone,
        otp: '123456',
        password: goodPassword,
        confirmPassword: goodPassword,
      },
    ),
  })),
  'POST /api/v1/user/phone_login/:phone': endpoint(phoneLogin, 150, (t) => ({
    params: fc.record({ phone: param(t.victim.phone, '01812345678', t.attacker.phone) }),
    body: fc.oneof(
      jsonBodies({ otp: '123456' }, { otp: '123456', locale: 'bn' }),
      fc.constant(undefined),
    ),
  })),
  'POST /api/v1/user/signup': endpoint(signup, 50, () => ({
    body: jsonBodies({
      name: 'Mallory',
      email: 'mallory2@example.com',
      phone: '01911111112',
      password: goodPassword,
      confirmPassword: goodPassword,
    }),
  })),
  'PUT /api/v1/user/update/:id': endpoint(updateProfile, 350, (t) => ({
    params: fc.record({ id: param(...userIds(t)) }),
    body: jsonBodies({ name: 'Mallory', username: 'mallory' }),
  })),
  'DELETE /api/v1/user/updateAddress/:id/:addressId': endpoint(addressDelete, 350, (t) => ({
    params: fc.record({ id: param(...userIds(t)), addressId: param(t.victim.addressId) }),
    body: jsonBodies(),
  })),
  'PUT /api/v1/user/updateAddress/:id': endpoint(addressPut, 350, (t) => ({
    params: fc.record({ id: param(...userIds(t)) }),
    body: jsonBodies(attackerAddress, { ...attackerAddress, id: t.victim.addressId }),
  })),
  'PUT /api/v1/user/updatePhone/:id': endpoint(updatePhone, 250, (t) => ({
    params: fc.record({ id: param(...userIds(t)) }),
    body: jsonBodies({ phone: t.victim.phone }, { phone: '01712345670', otp: '123456' }),
  })),
  'POST /api/v1/user/verify/:id': endpoint(verifyIdentifier, 250, (t) => ({
    params: fc.record({ id: param(...userIds(t)) }),
    body: jsonBodies({ identifier: 'phone' }, { identifier: 'email', otp: '123456' }),
  })),
  'GET /api/v1/xsrf': endpoint(
    async (request) => xsrf(request),
    600,
    () => ({}),
  ),
};
