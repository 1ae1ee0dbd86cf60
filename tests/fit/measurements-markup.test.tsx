import { renderToStaticMarkup } from 'react-dom/server';
import { MeasurementsFields } from '@/components/fit/measurements-form';
import { attributesOf } from '@/tests/helpers/form-markup';

const render = (unit: 'in' | 'cm') =>
  renderToStaticMarkup(
    <MeasurementsFields
      kinds={['bust', 'waist', 'neck_front_depth']}
      draft={{ unit, values: { bust: '34' }, note: '' }}
      onChange={() => {}}
      errors={{ waist: 'must be from 17.7 to 59.1 in' }}
    />,
  );

describe('the measurements fields', () => {
  it('labels every number field with its unit and range, and ties its hint or error to it', () => {
    const html = render('in');
    const inputs = [...html.matchAll(/<input\b([^>]*)>/g)].map(([, tag]) => attributesOf(tag!));
    const numbers = inputs.filter((input) => input.type === 'number');
    expect(numbers.map((input) => [input.min, input.max])).toEqual([
      ['23.6', '63'],
      ['17.7', '59.1'],
      ['2', '13.8'],
    ]);
    for (const input of numbers) {
      expect(html).toContain(`<label for="${input.id}"`);
      expect(html).toContain(`id="${input['aria-describedby']}"`);
    }
    expect(html).toContain('>Bust (in)</label>');
    expect(html).toContain('>Neck front depth (in)</label>');
    const waist = numbers[1]!;
    expect(waist['aria-invalid']).toBe('true');
    expect(html).toContain('must be from 17.7 to 59.1 in');
    // The unit is a labelled radio pair; the drawing is for the eye only.
    expect(inputs.filter((input) => input.type === 'radio').map((input) => input.value)).toEqual([
      'in',
      'cm',
    ]);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toContain('Note for the tailor (optional)');
  });

  it('states the ranges in centimetres when the unit is cm', () => {
    expect(render('cm')).toContain('>Bust (cm)</label>');
    expect(render('cm')).toMatch(/min="60" max="160"/);
  });
});
