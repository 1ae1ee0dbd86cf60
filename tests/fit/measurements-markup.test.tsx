import { MeasurementsFields } from '@/components/fit/measurements-form';
import type { Locale } from '@/i18n/routing';
import { attributesOf } from '@/tests/helpers/form-markup';
import { renderWithIntl } from '@/tests/helpers/intl';

const render = (unit: 'in' | 'cm', locale: Locale = 'en') =>
  renderWithIntl(
    <MeasurementsFields
      kinds={['bust', 'waist', 'neck_front_depth']}
      draft={{ unit, values: { bust: '34' }, note: '' }}
      onChange={() => {}}
      errors={{ waist: 'must be from 17.7 to 59.1 in' }}
    />,
    locale,
  );

describe('the measurements fields', () => {
  it('labels every number field with its unit and range, and ties its hint or error to it', async () => {
    const html = await render('in');
    const inputs = [...html.matchAll(/<input\b([^>]*)>/g)].map(([, tag]) => attributesOf(tag!));
    // Text boxes that take Bangla digits too, each hint stating the range in the unit.
    const numbers = inputs.filter((input) => input.inputMode === 'decimal');
    expect(numbers.map((input) => input.type)).toEqual(['text', 'text', 'text']);
    // Named by their kind, as the errors are: a form puts each error beside its field.
    expect(numbers.map((input) => input.name)).toEqual(['bust', 'waist', 'neck_front_depth']);
    expect(html).toContain('Around the fullest part of the bust (23.6–63 in)');
    expect(html).toContain('From the base of the neck down to the neckline in front (2–13.8 in)');
    for (const input of numbers) {
      expect(html).toContain(`<label for="${input.id}"`);
      expect(html).toContain(`id="${input['aria-describedby']}"`);
    }
    expect(html).toContain('>Bust (in)</label>');
    expect(html).toContain('>Neck front depth (in)</label>');
    const waist = numbers[1]!;
    expect(waist['aria-invalid']).toBe('true');
    // A sentence naming the measurement and the unit she chose.
    expect(html).toContain('Waist must be from 17.7 to 59.1 inches.');
    // The unit is a labelled radio pair; the drawing is for the eye only.
    expect(inputs.filter((input) => input.type === 'radio').map((input) => input.value)).toEqual([
      'in',
      'cm',
    ]);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toContain('Note for the tailor (optional)');
  });

  it('states the ranges in centimetres when the unit is cm', async () => {
    const html = await render('cm');
    expect(html).toContain('>Bust (cm)</label>');
    expect(html).toContain('Around the fullest part of the bust (60–160 cm)');
  });

  it('says each problem as a sentence with the field and the unit she measures in', async () => {
    const errors = { bust: 'Enter a number', waist: 'Enter the waist', neck_front_depth: 'odd' };
    const html = (locale: Locale) =>
      renderWithIntl(
        <MeasurementsFields
          kinds={['bust', 'waist', 'neck_front_depth']}
          draft={{ unit: 'cm', values: { bust: 'x' }, note: '' }}
          onChange={() => {}}
          errors={errors}
        />,
        locale,
      );
    const english = await html('en');
    expect(english).toContain('Enter your bust as a number in centimetres.');
    expect(english).toContain('Enter your waist in centimetres.');
    expect(english).toContain('Please check your neck front depth measurement in centimetres.');
    const bangla = await html('bn');
    expect(bangla).toContain('বুক-এর মাপ সংখ্যায় লিখুন (একক: সেন্টিমিটার)।');
    expect(bangla).toContain('কোমর-এর মাপ লিখুন (একক: সেন্টিমিটার)।');
  });

  it('says a refusal in the unit its range was given in, and the API’s "must be a number" as such', async () => {
    // Refused in inches, then switched to centimetres: the range still reads in inches.
    const fields = (locale: Locale) =>
      renderWithIntl(
        <MeasurementsFields
          kinds={['bust', 'waist']}
          draft={{ unit: 'cm', values: { bust: 'x', waist: '152.4' }, note: '' }}
          onChange={() => {}}
          errors={{ bust: 'must be a number', waist: 'must be from 17.7 to 59.1 in' }}
        />,
        locale,
      );
    const english = await fields('en');
    expect(english).toContain('Enter your bust as a number in centimetres.');
    expect(english).toContain('Waist must be from 17.7 to 59.1 inches.');
    const bangla = await fields('bn');
    expect(bangla).toContain('বুক-এর মাপ সংখ্যায় লিখুন (একক: সেন্টিমিটার)।');
    expect(bangla).toContain('কোমর-এর মাপ ১৭.৭ থেকে ৫৯.১ ইঞ্চি পর্যন্ত হতে পারে।');
  });

  it('speaks Bangla on a Bangla page: labels, units, hints, and the check’s English problem in Bangla digits', async () => {
    const html = await render('in', 'bn');
    expect(html).toContain('>বুক (ইঞ্চি)</label>');
    expect(html).toContain('>সামনের গলার গভীরতা (ইঞ্চি)</label>');
    expect(html).toContain('কোমর-এর মাপ ১৭.৭ থেকে ৫৯.১ ইঞ্চি পর্যন্ত হতে পারে।');
    expect(html).toContain('দর্জির জন্য কোনো কথা (ঐচ্ছিক)');
    expect(html).not.toContain('must be from');
    expect(html).not.toContain('Note for the tailor');
    expect(html).toContain('বুকের সবচেয়ে চওড়া অংশ ঘিরে (২৩.৬–৬৩ ইঞ্চি)');
  });
});
