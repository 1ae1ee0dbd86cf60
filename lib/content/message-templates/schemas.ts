import { z } from 'zod';
import { orderMessageEvents, templateFields } from '@/lib/messaging';
import { flag, localeSchema } from '@/lib/validation';

export const smsBodyMax = 1000;
export const emailBodyMax = 5000;
export const emailSubjectMax = 200;

const known = new Set<string>(templateFields);
const fieldPattern = /\{\{([^{}]*)\}\}/g;

/** The {{fields}} of a text that no order can fill, each as written. */
export function unknownFields(text: string): string[] {
  const unknown = [...text.matchAll(fieldPattern)]
    .filter((match) => !known.has(match[1]!.trim()))
    .map((match) => match[0]);
  return [...new Set(unknown)];
}

/** A `{{` or `}}` left over once the fields are taken out: a field not opened or closed. */
const halfField = (text: string) => /\{\{|\}\}/.test(text.replace(fieldPattern, ''));

function fieldProblem(text: string): string | null {
  const unknown = unknownFields(text);
  if (unknown.length > 0) {
    const plural = unknown.length > 1;
    return `${plural ? 'These fields are' : 'This field is'} not known: ${unknown.join(', ')}. Use the fields listed under the text.`;
  }
  if (halfField(text)) return 'Write each field between double braces, such as {{name}}.';
  return null;
}

/** A text area's value: Windows line ends made plain, and trimmed. */
const text = (required: string, max: number, tooLong = `At most ${max} characters.`) =>
  z
    .string({ error: required })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, required).max(max, tooLong));

const withKnownFields = <S extends z.ZodType<string>>(schema: S) =>
  schema.superRefine((value, context) => {
    const problem = fieldProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const templateKeySchema = z.object({
  event: z.enum(orderMessageEvents, { error: 'Choose one of the order’s steps.' }),
  channel: z.enum(['sms', 'email'], { error: 'Choose SMS or e-mail.' }),
  /** The language of the text: each step has an English and a Bangla one. */
  locale: localeSchema,
});
export type TemplateKey = z.infer<typeof templateKeySchema>;
/** A key as callers name it: without a locale, the English text. */
export type TemplateKeyInput = z.input<typeof templateKeySchema>;

/** The version the form was opened at; 0 is the default text, which has no row yet. */
const version = z.coerce
  .number({ error: 'Reload the page and try again.' })
  .int('Reload the page and try again.')
  .min(0, 'Reload the page and try again.');

const smsTemplateSchema = z.object({
  event: templateKeySchema.shape.event,
  channel: z.literal('sms'),
  locale: localeSchema,
  enabled: flag,
  // An SMS has no subject: whatever a script sends is dropped.
  subject: z
    .unknown()
    .optional()
    .transform(() => ''),
  body: withKnownFields(
    text(
      'Write the SMS.',
      smsBodyMax,
      `At most ${smsBodyMax} characters. Over 160 characters (70 with Bangla letters) an SMS is sent, and charged, as several; ৳ is sent as Tk.`,
    ),
  ),
  version,
});

const emailTemplateSchema = z.object({
  event: templateKeySchema.shape.event,
  channel: z.literal('email'),
  locale: localeSchema,
  enabled: flag,
  subject: withKnownFields(text('Write the subject.', emailSubjectMax)),
  body: withKnownFields(text('Write the e-mail.', emailBodyMax)),
  version,
});

/** A message template as staff save it: the form's fields, or a script's values. */
export const templateSaveSchema = z.discriminatedUnion(
  'channel',
  [smsTemplateSchema, emailTemplateSchema],
  { error: 'Choose SMS or e-mail.' },
);
export type TemplateSaveInput = z.input<typeof templateSaveSchema>;
export type TemplateSave = z.output<typeof templateSaveSchema>;
