import type { ReferenceSource } from '@/lib/api';
import { contract as bannerPhoto } from './admin/banner/[id]/photo/contract';
import { contract as pathaoZones } from './admin/couriers/pathao/cities/[cityId]/zones/contract';
import { contract as pathaoCities } from './admin/couriers/pathao/cities/contract';
import { contract as pathaoAreas } from './admin/couriers/pathao/zones/[zoneId]/areas/contract';
import { contract as orderPieces } from './admin/order-pieces/contract';
import { contract as shareCode } from './admin/share-code/contract';
import { contract as photoUpload } from './admin/products/[id]/photo-uploads/[uploadId]/contract';
import { contract as productPhoto } from './admin/products/[id]/photos/[photoId]/contract';
import { contract as productPhotos } from './admin/products/[id]/photos/contract';
import { contract as productExport } from './admin/products/export/contract';
import { contract as productImport } from './admin/products/import/contract';
import { contract as cart } from './cart/contract';
import { contract as cartDiscount } from './cart/discount/contract';
import { contract as cartMerge } from './cart/merge/contract';
import { contract as cartCheckout } from './cart/checkout/contract';
import { contract as pathaoWebhook } from './couriers/pathao/webhook/contract';
import { contract as whatsappWebhook } from './messages/whatsapp/webhook/contract';
import { contract as steadfastWebhook } from './couriers/steadfast/webhook/contract';
import { contract as fittingCancel } from './fittings/cancel/contract';
import { contract as reviewSubmit } from './reviews/[token]/contract';
import { contract as fittings } from './fittings/contract';
import { contract as fittingCode } from './fittings/otp/contract';
import { contract as fittingSlots } from './fittings/slots/contract';
import { contract as openApi } from './openapi.json/contract';
import { contract as order } from './orders/[number]/contract';
import { contract as invoice } from './orders/[number]/invoice/contract';
import { contract as orders } from './orders/contract';
import { contract as checkoutCode } from './orders/otp/contract';
import { contract as trackCode } from './orders/track/code/contract';
import { contract as track } from './orders/track/contract';
import { contract as ipn } from './payments/sslcommerz/ipn/contract';
import { contract as stockAlertCode } from './stock-alerts/otp/contract';
import { contract as stockAlerts } from './stock-alerts/contract';
import { contract as gatewayReturn } from './payments/sslcommerz/return/[outcome]/contract';
import { contract as productAll } from './product/all/contract';
import { contract as categories } from './product/category/contract';
import { contract as productCount } from './product/count/contract';
import { contract as wishlistOf } from './product/getWishlistProduct/[id]/contract';
import { contract as categoryTree } from './product/shopcategory/contract';
import { contract as facets } from './product/shopfilters/contract';
import { contract as productBySlug } from './product/shopitems/contract';
import { contract as productById } from './product/shopitemsbyid/[id]/contract';
import { contract as summaries } from './product/summaries/contract';
import { contract as variants } from './product/variants/contract';
import { contract as wishlistItem } from './product/wishlist/[product_id]/contract';
import { contract as wishlist } from './product/wishlist/contract';
import { contract as googleLogin } from './user/google_login/[email]/contract';
import { contract as login } from './user/login/contract';
import { contract as address } from './user/me/[id]/[addressId]/contract';
import { contract as me } from './user/me/[id]/contract';
import { contract as measurements } from './user/measurements/contract';
import { contract as passwordChange } from './user/password/change/[id]/contract';
import { contract as passwordForgot } from './user/password/forgot/contract';
import { contract as passwordReset } from './user/password/reset/contract';
import { contract as phoneLogin } from './user/phone_login/[phone]/contract';
import { contract as signup } from './user/signup/contract';
import { contract as update } from './user/update/[id]/contract';
import { contract as addressDelete } from './user/updateAddress/[id]/[addressId]/contract';
import { contract as addressSave } from './user/updateAddress/[id]/contract';
import { contract as phoneChange } from './user/updatePhone/[id]/contract';
import { contract as verify } from './user/verify/[id]/contract';
import { contract as xsrf } from './xsrf/contract';
import { contract as measurement } from './measurement/contract';

/**
 * Every route file under app/api/v1, by its path and in the reference's order. A route
 * file left out here fails tests/api/openapi/document-routes.test.ts.
 */
export const apiReference: ReferenceSource = {
  title: 'Bridal store /api/v1',
  version: '1',
  sections: [
    {
      name: 'Catalogue',
      description: 'Listings, search, facets, categories and products.',
      routes: {
        '/api/v1/product/all': productAll,
        '/api/v1/product/shopfilters': facets,
        '/api/v1/product/count': productCount,
        '/api/v1/product/category': categories,
        '/api/v1/product/shopcategory': categoryTree,
        '/api/v1/product/shopitems': productBySlug,
        '/api/v1/product/shopitemsbyid/{id}': productById,
        '/api/v1/product/variants': variants,
        '/api/v1/product/summaries': summaries,
        '/api/v1/stock-alerts/otp': stockAlertCode,
        '/api/v1/stock-alerts': stockAlerts,
      },
    },
    {
      name: 'Accounts',
      description:
        'Sign-in, sign-up and the account. Every call with `{id}` needs the signed-in user `{id}` (`401` / `403` otherwise). Sign-in, sign-up, code requests and checks of the current password are limited per address; wrong passwords and password checks also per account, and code requests per phone or e-mail (`429`).',
      routes: {
        '/api/v1/user/login': login,
        '/api/v1/user/phone_login/{phone}': phoneLogin,
        '/api/v1/user/google_login/{email}': googleLogin,
        '/api/v1/user/signup': signup,
        '/api/v1/user/verify/{id}': verify,
        '/api/v1/user/me/{id}': me,
        '/api/v1/user/me/{id}/{addressId}': address,
        '/api/v1/user/update/{id}': update,
        '/api/v1/user/updatePhone/{id}': phoneChange,
        '/api/v1/user/updateAddress/{id}': addressSave,
        '/api/v1/user/updateAddress/{id}/{addressId}': addressDelete,
        '/api/v1/user/password/forgot': passwordForgot,
        '/api/v1/user/password/reset': passwordReset,
        '/api/v1/user/password/change/{id}': passwordChange,
        '/api/v1/user/measurements': measurements,
      },
    },
    {
      name: 'Wishlist and cart',
      description: 'The server-side wishlist and cart of a signed-in shopper.',
      routes: {
        '/api/v1/product/getWishlistProduct/{id}': wishlistOf,
        '/api/v1/product/wishlist': wishlist,
        '/api/v1/product/wishlist/{product_id}': wishlistItem,
        '/api/v1/cart': cart,
        '/api/v1/cart/merge': cartMerge,
        '/api/v1/cart/checkout': cartCheckout,
        '/api/v1/cart/discount': cartDiscount,
      },
    },
    {
      name: 'Orders and payments',
      description: 'Placing, reading and finding orders; the payment gateway and couriers.',
      routes: {
        '/api/v1/orders': orders,
        '/api/v1/orders/otp': checkoutCode,
        '/api/v1/orders/{number}': order,
        '/api/v1/orders/{number}/invoice': invoice,
        '/api/v1/orders/track/code': trackCode,
        '/api/v1/orders/track': track,
        '/api/v1/payments/sslcommerz/ipn': ipn,
        '/api/v1/payments/sslcommerz/return/{outcome}': gatewayReturn,
        '/api/v1/couriers/steadfast/webhook': steadfastWebhook,
        '/api/v1/couriers/pathao/webhook': pathaoWebhook,
        '/api/v1/messages/whatsapp/webhook': whatsappWebhook,
      },
    },
    {
      name: 'Fittings',
      description: 'Fitting appointments at the showroom (docs/decisions.md 20).',
      routes: {
        '/api/v1/fittings/slots': fittingSlots,
        '/api/v1/fittings/otp': fittingCode,
        '/api/v1/fittings': fittings,
        '/api/v1/fittings/cancel': fittingCancel,
      },
    },
    {
      name: 'Reviews',
      description:
        'Reviews of delivered pieces, sent through the signed one-time link of the review request SMS.',
      routes: { '/api/v1/reviews/{token}': reviewSubmit },
    },
    {
      name: 'Staff calls',
      description:
        "The staff side's own calls. They answer only a browser whose staff member proved the second step in this sign-in and whose role has the permission named (an app's Bearer token included: docs/decisions.md 13). Every change is recorded in the audit log.",
      routes: {
        '/api/v1/admin/products/{id}/photos': productPhotos,
        '/api/v1/admin/products/{id}/photos/{photoId}': productPhoto,
        '/api/v1/admin/products/{id}/photo-uploads/{uploadId}': photoUpload,
        '/api/v1/admin/products/export': productExport,
        '/api/v1/admin/products/import': productImport,
        '/api/v1/admin/banner/{id}/photo': bannerPhoto,
        '/api/v1/admin/order-pieces': orderPieces,
        '/api/v1/admin/share-code': shareCode,
        '/api/v1/admin/couriers/pathao/cities': pathaoCities,
        '/api/v1/admin/couriers/pathao/cities/{cityId}/zones': pathaoZones,
        '/api/v1/admin/couriers/pathao/zones/{zoneId}/areas': pathaoAreas,
      },
    },
    {
      name: 'Other calls',
      description: 'The XSRF cookie, what the browser measures with, and this reference.',
      routes: {
        '/api/v1/xsrf': xsrf,
        '/api/v1/measurement': measurement,
        '/api/v1/openapi.json': openApi,
      },
    },
  ],
};
