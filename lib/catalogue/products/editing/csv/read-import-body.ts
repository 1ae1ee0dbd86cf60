import 'server-only';
import { readBodyText } from '@/lib/http/server/read-body';
import { readLimitedForm } from '@/lib/http/server/read-limited-form';
import { zodFields } from '@/lib/http/server/zod-fields';
import { catalogueCsv } from '@/lib/config';
import { DomainError, validationFailed } from '@/lib/domain-error';
import {
  importFileTooLarge,
  productImportFormSchema,
} from '@/lib/catalogue/schemas/admin-product-api';

const notUtf8Text =
  'is not UTF-8 text: save it from the spreadsheet as “CSV UTF-8” and choose it again.';

/** Too large: the whole message, and beside the form's file when the form sent it. */
const tooLarge = (field?: string) =>
  new DomainError({
    kind: 'too_large',
    code: 'payload_too_large',
    message: `The file ${importFileTooLarge}`,
    fields: field ? { [field]: importFileTooLarge } : undefined,
  });

const notUtf8 = (field?: string) =>
  new DomainError({
    kind: 'invalid',
    code: 'invalid_csv',
    message: `The file ${notUtf8Text}`,
    fields: field ? { [field]: notUtf8Text } : undefined,
  });

const empty = () =>
  new DomainError({ kind: 'invalid', code: 'invalid_csv', message: 'The file is empty.' });

/** A form's parts besides the file: the boundaries, the names, a few headers. */
const formOverheadBytes = 64 * 1024;

const notAForm = () =>
  new DomainError({
    kind: 'invalid',
    code: 'invalid_form',
    message: 'Send the CSV as text/csv, or as multipart/form-data with a `file` or a `text`.',
  });

/**
 * The staff form's CSV (multipart/form-data): a `file` or the `text` pasted, checked with
 * productImportFormSchema, each refusal beside its field. The file's bytes must be UTF-8.
 */
async function readImportForm(request: Request): Promise<string> {
  const max = catalogueCsv.maxImportBytes + formOverheadBytes;
  // Past the limit, a form can only be too large for its file (the text is pasted small).
  const form = await readLimitedForm(request, max, {
    tooLarge: () => tooLarge('file'),
    notAForm,
  });
  const input = { file: form.get('file') ?? undefined, text: form.get('text') ?? undefined };
  const parsed = productImportFormSchema.safeParse(input);
  if (!parsed.success) throw validationFailed(zodFields(parsed.error, 'body'));
  const { file, text } = parsed.data;
  if (!file) return text ?? '';
  try {
    // A byte-order mark (Excel's) is dropped, as a browser reading the file drops it.
    return new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw notUtf8('file');
  }
}

/**
 * The CSV text of an import request: its body as text/csv (refused past the size limit
 * before it is all read), or the staff form's fields (readImportForm). A file saved in
 * another encoding decodes with replacement characters, and its names and descriptions
 * would be imported garbled, so it is refused instead.
 */
export async function readImportBody(request: Request): Promise<string> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return readImportForm(request);
  const text = await readBodyText(request, catalogueCsv.maxImportBytes).catch((error) => {
    throw error instanceof DomainError && error.code === 'payload_too_large' ? tooLarge() : error;
  });
  if (text.includes('\uFFFD')) throw notUtf8();
  if (text.trim() === '') throw empty();
  return text;
}
