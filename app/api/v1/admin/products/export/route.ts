import { api } from '@/lib/api';
import { csvDownload, exportProductsCsv } from '@/lib/catalogue/admin';
import { contract } from './contract';

// GET /api/v1/admin/products/export?q=&category=&status=&stock=&sort= → the products the
// staff list shows for these filters, as a CSV file (text/csv) that the import takes back.
export const GET = api(contract.GET, async ({ query }) =>
  csvDownload(await exportProductsCsv(query)),
);
