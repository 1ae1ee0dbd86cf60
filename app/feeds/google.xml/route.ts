import { feedResponse, googleFeed } from '@/lib/content';

// GET /feeds/google.xml — every variant for Google Merchant Center (docs/architecture.md, "Product feeds").
export const GET = (request: Request) => feedResponse(request, googleFeed, 'xml');
