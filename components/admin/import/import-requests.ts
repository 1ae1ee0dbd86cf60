import type { ImportReport } from '@/lib/catalogue/admin';
import { catalogueCsv } from '@/lib/config';
import { apiSendForm } from '@/lib/http/api-client';

export type { ImportReport };

const importPath = '/api/v1/admin/products/import';

/** Larger files are refused by their size anyway: never read into memory. */
const maxSnapshotBytes = catalogueCsv.maxImportBytes;

/**
 * The import form's fields (`file`, `text`) as they are checked: a chosen file's bytes read
 * now, so that applying sends exactly what was checked, even if the file on the disk changes.
 */
export async function importSnapshot(form: FormData): Promise<FormData> {
  const snapshot = new FormData();
  for (const [name, value] of form) {
    if (typeof value === 'string') snapshot.append(name, value);
    // A file past the limit is sent as it is: the server refuses it by its size, unread.
    else if (value.size > 0 && value.size <= maxSnapshotBytes) {
      snapshot.append(name, new File([await value.arrayBuffer()], value.name, value));
    } else snapshot.append(name, value);
  }
  return snapshot;
}

/** The dry run: what importing the form's CSV would do, and every problem, writing nothing. */
export const checkImport = (form: FormData) =>
  apiSendForm<ImportReport>('POST', `${importPath}?mode=check`, form);

/** Applies the form's CSV as it was checked: refused if it or its products changed since. */
export const applyImport = (form: FormData, fingerprint: string) =>
  apiSendForm<ImportReport>(
    'POST',
    `${importPath}?${new URLSearchParams({ mode: 'apply', fingerprint })}`,
    form,
  );

/** How many products an import creates or changes. */
export const changeCount = (report: ImportReport) => report.counts.create + report.counts.update;
