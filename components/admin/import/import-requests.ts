import type { ImportReport } from '@/lib/catalogue/admin';
import { apiSendText } from '@/lib/http/api-client';

export type { ImportReport };

const importPath = '/api/v1/admin/products/import';
const csvType = 'text/csv; charset=utf-8';

/** The dry run: what importing the text would do, and every problem, writing nothing. */
export const checkImport = (csvText: string) =>
  apiSendText<ImportReport>('POST', `${importPath}?mode=check`, csvText, csvType);

/** Applies the text as it was checked: refused if it or its products changed since. */
export const applyImport = (csvText: string, fingerprint: string) =>
  apiSendText<ImportReport>(
    'POST',
    `${importPath}?${new URLSearchParams({ mode: 'apply', fingerprint })}`,
    csvText,
    csvType,
  );

/** How many products an import creates or changes. */
export const changeCount = (report: ImportReport) => report.counts.create + report.counts.update;
