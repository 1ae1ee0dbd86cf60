import 'server-only';
import { readBodyText } from '@/lib/http/server/read-body';
import { catalogueCsv } from '@/lib/config';
import { DomainError } from '@/lib/domain-error';

const megabytes = Math.round(catalogueCsv.maxImportBytes / (1024 * 1024));

const tooLarge = () =>
  new DomainError({
    kind: 'too_large',
    code: 'payload_too_large',
    message: `The file is larger than ${megabytes} MB: split it into smaller files and import them one by one.`,
  });

const notUtf8 = () =>
  new DomainError({
    kind: 'invalid',
    code: 'invalid_csv',
    message:
      'The file is not UTF-8 text: save it from the spreadsheet as “CSV UTF-8” and choose it again.',
  });

const empty = () =>
  new DomainError({ kind: 'invalid', code: 'invalid_csv', message: 'The file is empty.' });

/**
 * The CSV text of an import request, its body: refused past the size limit before it is
 * all read. A file saved in another encoding decodes with replacement characters, and its
 * names and descriptions would be imported garbled, so it is refused instead.
 */
export async function readImportBody(request: Request): Promise<string> {
  const text = await readBodyText(request, catalogueCsv.maxImportBytes).catch((error) => {
    throw error instanceof DomainError && error.code === 'payload_too_large' ? tooLarge() : error;
  });
  if (text.includes('\uFFFD')) throw notUtf8();
  if (text.trim() === '') throw empty();
  return text;
}
