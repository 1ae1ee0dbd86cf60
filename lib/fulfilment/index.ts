export { pathaoWebhook, steadfastWebhook } from './couriers/webhooks';
