import { z } from 'zod';

/** The most Markdown one page or size guide may hold (a long policy is about 15 000). */
export const markdownMaxLength = 60_000;

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `At most ${max} characters.`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .transform((value) => value ?? '');

/** A Bangla twin of an English text: optional, trimmed, the same limit; blank is null (English shown). */
export const banglaOptional = (max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max, `At most ${max.toLocaleString('en-IN')} characters.`))
    .optional()
    .transform((value) => (value ? value : null));

export const markdownSchema = (label: string) =>
  z
    .string({ error: `Write ${label}.` })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, `Write ${label}.`)
        .max(markdownMaxLength, `At most ${markdownMaxLength.toLocaleString('en-IN')} characters.`),
    );

const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/** A path of this site, such as /occasion/bridal (never //host, which leaves it). */
const sitePath = /^\/(?!\/)[^\s\\]*$/;

/** A link of a slide: a path of this site, or a full https:// address. */
const linkSchema = text('a link', 500).refine((value) => {
  if (sitePath.test(value)) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}, 'Enter a path of this site, such as /occasion/bridal, or an address starting with https://.');

const dhakaOffset = '+06:00';
const dateTimeMessage = 'Enter a date and time, such as 2026-12-01 10:00.';

/** A datetime-local field's value, read as Dhaka time (UTC+6 all year). */
export const dhakaDateTime = z.preprocess(
  blankToNull,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, dateTimeMessage)
    .transform((value, context) => {
      const date = new Date(`${value}:00${dhakaOffset}`);
      if (Number.isNaN(date.getTime()))
        context.addIssue({ code: 'custom', message: dateTimeMessage });
      return date;
    })
    .nullable(),
);

/** A checkbox: present ('on') when ticked, absent otherwise. */
export const checkbox = z.preprocess(
  (value) => value === 'on' || value === 'true' || value === true,
  z.boolean(),
);

const slideFields = z.object({
  eyebrow: optionalText(60),
  message: text('the message', 120),
  imageAlt: optionalText(200),
  linkHref: linkSchema,
  linkLabel: text('the link’s words', 40),
  eyebrowBn: banglaOptional(60),
  messageBn: banglaOptional(120),
  imageAltBn: banglaOptional(200),
  linkLabelBn: banglaOptional(40),
  startsAt: dhakaDateTime,
  endsAt: dhakaDateTime,
  active: checkbox,
});

type SlideFields = z.output<typeof slideFields>;

const slideChecks = (slide: SlideFields, context: z.RefinementCtx) => {
  if (slide.startsAt && slide.endsAt && slide.endsAt <= slide.startsAt) {
    context.addIssue({ code: 'custom', path: ['endsAt'], message: 'End after the start.' });
  }
};

const idSchema = z.coerce.number({ error: 'Unknown item.' }).int().positive('Unknown item.');

export const bannerSlideSchema = slideFields.superRefine(slideChecks);
export type BannerSlideInput = z.output<typeof bannerSlideSchema>;
export const bannerSlideUpdateSchema = slideFields
  .extend({ id: idSchema })
  .superRefine(slideChecks);
export const bannerSlideIdSchema = z.object({ id: idSchema });
export const bannerSlideMoveSchema = z.object({ id: idSchema, direction: z.enum(['up', 'down']) });

/** The address of an information page: /pages/{slug}. */
export const pageSlugSchema = z
  .string({ error: 'Enter the page’s address.' })
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Use lower-case letters, digits and dashes, such as size-help.',
  )
  .max(80, 'At most 80 characters.')
  // /admin/content/pages/new is the form for a new page, so no page may be called that.
  .refine((slug) => slug !== 'new', 'This address is taken by the staff pages: choose another.');

export const infoPageSchema = z.object({
  slug: pageSlugSchema,
  title: text('a title', 120),
  summary: optionalText(300),
  body: markdownSchema('the page'),
  titleBn: banglaOptional(120),
  summaryBn: banglaOptional(300),
  bodyBn: banglaOptional(markdownMaxLength),
});
export type InfoPageInput = z.output<typeof infoPageSchema>;

export const sizeGuideSchema = z.object({
  categoryId: idSchema,
  body: markdownSchema('the size guide'),
  bodyBn: banglaOptional(markdownMaxLength),
});
export const sizeGuideCategorySchema = z.object({ categoryId: idSchema });

/** What the editor's preview sends: Markdown of any length the editor accepts. */
export const previewSchema = z.object({
  markdown: z.string().max(markdownMaxLength, 'Too long to preview.'),
});

/** /api/v1/admin/banner/{id}/photo */
export const slidePhotoParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, { error: 'must be a slide id (a whole number)' })
    .transform(Number),
});

/** `?crop=phone`: the upload replaces the phone crop alone; else it makes both crops. */
export const slidePhotoQuerySchema = z.object({
  crop: z.enum(['both', 'phone'], { error: 'must be both or phone' }).default('both'),
});
export type SlidePhotoCrop = z.output<typeof slidePhotoQuerySchema>['crop'];
