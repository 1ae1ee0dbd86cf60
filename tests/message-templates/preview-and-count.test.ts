import { defaultEmail, defaultSms } from '@/lib/messaging/order-template-defaults';
import { orderMessageEvents, templateFields } from '@/lib/messaging/order-template-keys';
import { templateFieldHelp } from '@/lib/content/message-templates/field-help';
import {
  previewTemplate,
  sampleOrderValues,
} from '@/lib/content/message-templates/preview-template';
import { smsParts } from '@/lib/content/message-templates/sms-parts';
import { unknownFields } from '@/lib/content/message-templates/schemas';

describe('the preview with a sample order', () => {
  it('has a sample value and a description for every field', () => {
    for (const field of templateFields) {
      expect(sampleOrderValues[field]).not.toBe('');
      expect(templateFieldHelp[field]).not.toBe('');
    }
  });

  it('fills every field of every default text, leaving no braces', () => {
    for (const event of orderMessageEvents) {
      for (const text of [
        defaultSms[event],
        defaultEmail[event].subject,
        defaultEmail[event].body,
      ]) {
        expect(unknownFields(text)).toEqual([]);
        expect(previewTemplate(text)).not.toMatch(/\{\{|\}\}/);
      }
    }
    expect(previewTemplate('{{name}}, order {{ number }}')).toBe(
      'Ayesha Rahman, order NJ-261125-48271',
    );
  });

  it('shows an unknown field as written, so a typo is seen', () => {
    expect(previewTemplate('Hi {{nme}}')).toBe('Hi {{nme}}');
    expect(unknownFields('Hi {{nme}} {{name}} {{ Nme }} {{nme}}')).toEqual([
      '{{nme}}',
      '{{ Nme }}',
    ]);
  });
});

describe('counting SMS parts', () => {
  it.each([
    ['nothing', '', { units: 0, parts: 0, unicode: false }],
    ['160 plain letters', 'a'.repeat(160), { units: 160, parts: 1, perPart: 160 }],
    ['161 plain letters', 'a'.repeat(161), { units: 161, parts: 2, perPart: 153 }],
    ['306 plain letters', 'a'.repeat(306), { units: 306, parts: 2 }],
    ['307 plain letters', 'a'.repeat(307), { units: 307, parts: 3 }],
    // The extension characters take two places each.
    ['80 braces', '{'.repeat(80), { units: 160, parts: 1, unicode: false }],
    ['81 euro signs', '€'.repeat(81), { units: 162, parts: 2 }],
    ['every extension character', '{}[]~^|€\\', { units: 18, parts: 1, unicode: false }],
    // Bangla, or the taka sign, sends the whole text as UCS-2.
    ['70 Bangla letters', 'অ'.repeat(70), { units: 70, parts: 1, unicode: true, perPart: 70 }],
    ['71 Bangla letters', 'অ'.repeat(71), { units: 71, parts: 2, unicode: true, perPart: 67 }],
    [
      '74 characters with ৳',
      `Total ${'a'.repeat(60)} ৳ 5,000`,
      { units: 74, parts: 2, unicode: true },
    ],
  ])('counts %s', (_name, text, expected) => {
    expect(smsParts(text)).toMatchObject(expected);
  });
});
