import { jsonResponse } from '@/lib/http/server/json-response';
import { api } from '@/lib/api';
import { subscribeToStock } from '@/lib/catalogue';
import { contract } from './contract';

// POST /api/v1/stock-alerts {variant_id, phone, otp?, locale} → 201 {waiting: true}
export const POST = api(contract.POST, async ({ body, viewer }) => {
  await subscribeToStock(body, viewer?.id ?? null);
  return jsonResponse({ waiting: true }, 201);
});
