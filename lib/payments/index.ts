export { type PaymentBadge, paymentBadges } from './payment-badges';
export { sslcommerzConfig, type SslcommerzConfig } from './sslcommerz/config';
export { gatewayVerdicts, type GatewayVerdicts, isRisky } from './sslcommerz/gateway-verdicts';
export { type EmiRequest, startSession } from './sslcommerz/session';
export { hasValidSignature } from './sslcommerz/signature';
export { fetchValidation, judgeValidation, type ValidationAnswer } from './sslcommerz/validation';
