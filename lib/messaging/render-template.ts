import type { TemplateField } from './order-template-keys';

/**
 * Fills {{field}} with its value; an unknown field is left as written so that the staff see
 * their typo in the preview. Runs of spaces left by an empty field are closed up.
 */
export function renderTemplate(text: string, values: Record<TemplateField, string>): string {
  return text
    .replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, field: string) =>
      field in values ? values[field as TemplateField] : whole,
    )
    .replace(/(\S)[ \t]{2,}/g, '$1 ')
    .trim();
}
