import { sentenceCase } from './sentence-case';

/** Messages the server words to follow the field's name: 'is required', 'must be …'. */
const predicate = /^(is|are|must|may|cannot|needs?|has|have)\b/;

/** A label's words without its aside: 'Price (BDT)' → 'Price'. */
const nameOf = (label: string) => label.replace(/\s*\([^)]*\)\s*$/, '').trim();

/**
 * A field's error as a sentence that names the field ('Name is required'), so that one read
 * alone (a screen reader's, an error summary's) says what is wrong where. A message that
 * is a sentence already is shown as it is.
 */
export function fieldErrorText(label: string | null | undefined, message: string): string {
  const name = label ? nameOf(label) : '';
  return name && predicate.test(message) ? `${name} ${message}` : sentenceCase(message);
}
