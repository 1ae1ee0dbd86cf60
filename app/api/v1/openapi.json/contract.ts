import { defineContract } from '@/lib/api';

export const contract = defineContract({
  GET: {
    cache: 'catalogue',
    summary: 'This reference, as an OpenAPI 3.1 document',
    description:
      "Built from the routes' own zod schemas and contracts (`app/api/v1/**/contract.ts`); docs/api-reference.md is its Markdown rendering.",
    responses: { 200: 'The OpenAPI document.' },
  },
});
