import { feedResponse, metaFeed } from '@/lib/content';

// GET /feeds/meta.csv — every variant for Meta's Commerce Manager (docs/architecture.md, "Product feeds").
export const GET = (request: Request) => feedResponse(request, metaFeed, 'csv');
