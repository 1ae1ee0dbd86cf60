import type { ValidationAnswer } from './validation';

/** What the gateway said about a payment beyond paid or not: its risk, and the instalments. */
export type GatewayVerdicts = {
  /** SSLCommerz risk_level: 0 safe, 1 risky; null when the answer had none. */
  riskLevel: number | null;
  riskTitle: string | null;
  emiInstalment: number | null;
  emiAmount: number | null;
  emiDescription: string | null;
  emiIssuer: string | null;
};

const whole = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : null;
};

const amount = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0
    ? Math.round(number * 100) / 100
    : null;
};

const words = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null;

/**
 * The validation answer's risk_level/risk_title and emi_instalment, emi_amount,
 * emi_description, emi_issuer, read strictly: a field that is absent or not what the
 * gateway documents reads as null. An instalment of 0 is no EMI.
 */
export function gatewayVerdicts(answer: ValidationAnswer): GatewayVerdicts {
  const instalment = whole(answer.emi_instalment);
  const emi = instalment !== null && instalment > 0;
  return {
    riskLevel: whole(answer.risk_level),
    riskTitle: words(answer.risk_title),
    emiInstalment: emi ? instalment : null,
    emiAmount: emi ? amount(answer.emi_amount) : null,
    emiDescription: emi ? words(answer.emi_description) : null,
    emiIssuer: emi ? words(answer.emi_issuer) : null,
  };
}

/** True when the gateway flagged the payment as risky: staff look before the order goes on. */
export const isRisky = (verdicts: GatewayVerdicts) =>
  verdicts.riskLevel !== null && verdicts.riskLevel > 0;
