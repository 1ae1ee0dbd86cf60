import { defineContract } from '@/lib/api';
import { productExportQuerySchema } from '@/lib/catalogue/admin';

export const contract = defineContract({
  GET: {
    query: productExportQuerySchema,
    staff: 'editCatalogue',
    summary: 'The products the staff list shows for these filters, as a CSV file',
    description:
      "An attachment named by the day, `no-store`, that the import takes back. A cell that would run as a spreadsheet formula (`=`, `+`, `-`, `@`, tab, CR first) is written with a `'` before it.",
    answerType: 'text/csv',
    responses: { 200: 'The CSV file.' },
  },
});
