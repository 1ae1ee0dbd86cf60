export { type PaymentBadge, paymentBadges } from './payment-badges';
export { sslcommerzConfig, type SslcommerzConfig } from './sslcommerz/config';
export { startSession } from './sslcommerz/session';
export { hasValidSignature } from './sslcommerz/signature';
export { fetchValidation, judgeValidation, type ValidationAnswer } from './sslcommerz/validation';
