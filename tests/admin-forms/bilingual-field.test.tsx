import { BilingualField } from '@/components/admin/bilingual-field';
import { InfoPageForm } from '@/components/admin/content/info-page-form';
import { emptySlide, SlideForm } from '@/components/admin/content/slide-form';
import { CategoryCreateForm } from '@/components/admin/taxonomy/category-create-form';
import { NameEdit } from '@/components/admin/taxonomy/name-edit';
import { OccasionForm } from '@/components/admin/taxonomy/occasion-form';
import { TagCreateForm } from '@/components/admin/taxonomy/tag-create-form';
import { idleState } from '@/lib/identity/staff-actions/action-state';
import { updateOccasionSchema } from '@/lib/catalogue/schemas/occasions';
import { createCategorySchema, renameTagSchema } from '@/lib/catalogue/schemas/taxonomy';
import { attributesOf, decode, submitted } from '@/tests/helpers/form-markup';
import { renderStaffMarkup } from '@/tests/helpers/intl';

// The Bangla twin of a shopper-facing text, as the server renders it: found by its exact
// label (the e2e specs' way), sent under the name the save reads.

type Field = Record<string, string>;

/** Each labelled field of the markup, by its label's text. */
function fieldsOf(html: string): Map<string, Field> {
  const labels = new Map(
    [...html.matchAll(/<label\b[^>]*\bfor="([^"]+)"[^>]*>([^<]*)<\/label>/g)].map(
      ([, id, text]) => [id!, decode(text!)],
    ),
  );
  const found = new Map<string, Field>();
  for (const [, tag, attributes, rest] of html.matchAll(
    /<(input|textarea)\b([^>]*)>(?:([^<]*)<\/textarea>)?/g,
  )) {
    // React writes some attributes in camel case (maxLength): compared in lower case here.
    const field = Object.fromEntries(
      Object.entries(attributesOf(attributes!)).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const label = labels.get(field.id ?? '');
    if (rest !== undefined) field.text = decode(rest);
    if (label) found.set(label, { ...field, tag: tag!, label });
  }
  return found;
}

/** The text of the element whose id is `id`. */
const textOf = (html: string, id: string) =>
  decode(new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? '');

const noAction = async () => idleState;

describe('the bilingual field', () => {
  it('draws the English field and under it its Bangla twin, named and labelled after it', () => {
    const html = renderStaffMarkup(
      <BilingualField
        name="name"
        label="Name"
        maxLength={80}
        autoComplete="off"
        english={{ defaultValue: 'Lehenga', required: true }}
        bangla={{ defaultValue: null, hint: 'Empty shows the English name.' }}
      />,
    );
    const fields = fieldsOf(html);
    expect([...fields.keys()]).toEqual(['Name', 'Name (Bangla)']);
    const english = fields.get('Name')!;
    const bangla = fields.get('Name (Bangla)')!;
    expect(english).toMatchObject({ tag: 'input', name: 'name', value: 'Lehenga' });
    expect(english).toHaveProperty('required');
    expect(english).not.toHaveProperty('lang');
    expect(bangla).toMatchObject({ tag: 'input', name: 'nameBn', value: '', lang: 'bn' });
    expect(bangla).not.toHaveProperty('required');
    for (const field of [english, bangla]) {
      expect(field).toMatchObject({ maxlength: '80', autocomplete: 'off' });
    }
    expect(english.id).not.toBe(bangla.id);
    expect(textOf(html, bangla['aria-describedby']!)).toBe('Empty shows the English name.');
  });

  it('shows each field’s own error beside it, from the form’s errors by name', () => {
    const html = renderStaffMarkup(
      <BilingualField
        name="description"
        label="Description"
        rows={4}
        errors={{ descriptionBn: 'Keep the Bangla description under 2,000 characters.' }}
        english={{ defaultValue: 'Hand embroidered.' }}
      />,
    );
    const fields = fieldsOf(html);
    const english = fields.get('Description')!;
    const bangla = fields.get('Description (Bangla)')!;
    expect(english).toMatchObject({ tag: 'textarea', rows: '4', text: 'Hand embroidered.' });
    expect(english['aria-invalid']).toBe('false');
    expect(english).not.toHaveProperty('aria-describedby');
    expect(bangla).toMatchObject({
      tag: 'textarea',
      name: 'descriptionBn',
      'aria-invalid': 'true',
    });
    expect(textOf(html, bangla['aria-describedby']!)).toBe(
      'Keep the Bangla description under 2,000 characters.',
    );
  });

  it('takes a form’s bound name, value and error, and a label of its own', () => {
    const html = renderStaffMarkup(
      <BilingualField
        name="eyebrow"
        label="Line above"
        english={{ name: 'eyebrow', defaultValue: 'New', label: 'Line above (optional)' }}
        bangla={{ name: 'eyebrowBn', defaultValue: 'নতুন', error: 'Too long.', maxLength: 60 }}
      />,
    );
    const fields = fieldsOf(html);
    expect([...fields.keys()]).toEqual(['Line above (optional)', 'Line above (Bangla)']);
    expect(fields.get('Line above (Bangla)')).toMatchObject({
      value: 'নতুন',
      maxlength: '60',
      'aria-invalid': 'true',
    });
    expect(fields.get('Line above (optional)')).not.toHaveProperty('maxlength');
  });
});

describe('the content forms’ pairs, drawn by it', () => {
  // The e2e specs find these fields by their exact labels: they stay as they were.
  it('a banner slide keeps its labels, names and limits', () => {
    const slide = { ...emptySlide, message: 'Eid edit', messageBn: 'ঈদ' };
    const fields = fieldsOf(
      renderStaffMarkup(<SlideForm action={noAction} slide={slide} submitLabel="Save" />),
    );
    const pairs = [
      ['Message', 'message', '120'],
      ['Message (Bangla)', 'messageBn', '120'],
      ['Line above (optional)', 'eyebrow', '60'],
      ['Line above (Bangla)', 'eyebrowBn', '60'],
      ['Link words', 'linkLabel', '40'],
      ['Link words (Bangla)', 'linkLabelBn', '40'],
      ['Photograph description', 'imageAlt', '200'],
      ['Photograph description (Bangla)', 'imageAltBn', '200'],
    ];
    for (const [label, name, limit] of pairs) {
      expect(fields.get(label!)).toMatchObject({ name, maxlength: limit });
      expect('lang' in fields.get(label!)!).toBe(name!.endsWith('Bn'));
    }
    expect(fields.get('Message (Bangla)')).toMatchObject({ value: 'ঈদ' });
    expect(fields.get('Message')).toHaveProperty('required');
  });

  it('an information page keeps its title and summary labels', () => {
    const page = {
      slug: 'faq',
      title: 'FAQ',
      summary: 'Answers.',
      body: '',
      titleBn: 'প্রশ্নোত্তর',
      summaryBn: null,
      bodyBn: null,
    };
    const preview = async () => ({ html: '' });
    const html = renderStaffMarkup(
      <InfoPageForm action={noAction} preview={preview} page={page} isNew={false} />,
    );
    const fields = fieldsOf(html);
    expect(fields.get('Title (Bangla)')).toMatchObject({ name: 'titleBn', value: 'প্রশ্নোত্তর' });
    expect(fields.get('Summary (Bangla)')).toMatchObject({ name: 'summaryBn', value: '' });
    expect(fields.get('Summary')).toMatchObject({ name: 'summary', value: 'Answers.' });
  });
});

describe('the taxonomy forms’ Bangla twins', () => {
  it('a new category sends its name and description in both languages, as the save reads them', () => {
    const html = renderStaffMarkup(<CategoryCreateForm action={noAction} choices={[]} />);
    const labels = [...fieldsOf(html).keys()];
    expect(labels).toEqual(
      expect.arrayContaining(['Name', 'Name (Bangla)', 'Description', 'Description (Bangla)']),
    );
    const form = submitted(html);
    form.set('name', 'Capes');
    form.set('nameBn', 'কেপ');
    form.set('descriptionBn', '');
    expect(createCategorySchema.parse(Object.fromEntries(form))).toMatchObject({
      name: 'Capes',
      nameBn: 'কেপ',
      description: '',
      descriptionBn: null,
    });
  });

  it('a new tag is named in both languages', () => {
    const fields = fieldsOf(renderStaffMarkup(<TagCreateForm action={noAction} />));
    expect(fields.get('Name (Bangla)')).toMatchObject({ name: 'nameBn', lang: 'bn' });
  });

  it('a rename starts from both names and sends both', () => {
    const html = renderStaffMarkup(
      <NameEdit action={noAction} field="tagId" id={7} name="Eid" nameBn="ঈদ" verb="Rename" />,
    );
    expect(fieldsOf(html).get('Name (Bangla)')).toMatchObject({ value: 'ঈদ', lang: 'bn' });
    expect(renameTagSchema.parse(Object.fromEntries(submitted(html)))).toEqual({
      tagId: 7,
      name: 'Eid',
      nameBn: 'ঈদ',
    });
  });

  it('an occasion starts from its texts in both languages and its categories, and sends them', () => {
    const occasion = {
      id: 3,
      slug: 'bridal',
      url: '/occasion/bridal',
      name: 'Bridal',
      nameBn: 'বিয়ে',
      description: 'For the day itself.',
      descriptionBn: null,
      position: 0,
      categoryIds: [12],
      categoryLabels: ['Clothing › Lehenga'],
      inMenus: true,
      first: true,
      last: true,
    };
    const choices = [
      { id: 12, label: 'Clothing › Lehenga' },
      { id: 14, label: 'Clothing › Saree' },
    ];
    const html = renderStaffMarkup(
      <OccasionForm action={noAction} occasion={occasion} choices={choices} />,
    );
    const fields = fieldsOf(html);
    expect([...fields.keys()]).toEqual([
      'Name',
      'Name (Bangla)',
      'Description',
      'Description (Bangla)',
    ]);
    expect(fields.get('Description (Bangla)')).toMatchObject({ lang: 'bn', text: '' });
    expect(updateOccasionSchema.parse(Object.fromEntries(submitted(html)))).toEqual({
      occasionId: 3,
      name: 'Bridal',
      nameBn: 'বিয়ে',
      description: 'For the day itself.',
      descriptionBn: null,
      categoryIds: [12],
    });
  });
});
