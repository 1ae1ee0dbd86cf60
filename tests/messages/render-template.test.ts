import { renderTemplate } from '@/lib/messaging/render-template';
import { templateFields, type TemplateField } from '@/lib/messaging/order-template-keys';
import { smsText } from '@/lib/messaging/sms-text';

const values = Object.fromEntries(templateFields.map((field) => [field, `<${field}>`])) as Record<
  TemplateField,
  string
>;

describe('order message templates', () => {
  it('fills every known field, with or without spaces inside the braces', () => {
    expect(renderTemplate('{{name}}: {{ number }} for {{total}}', values)).toBe(
      '<name>: <number> for <total>',
    );
  });

  it('leaves an unknown field as written, so the preview shows the typo', () => {
    expect(renderTemplate('Hi {{nmae}}', values)).toBe('Hi {{nmae}}');
  });

  it('closes up the space an empty field leaves, but keeps the indentation of lines', () => {
    const empty = { ...values, note: '' };
    expect(renderTemplate('Cancelled. {{note}} Call us.', empty)).toBe('Cancelled. Call us.');
    expect(renderTemplate('Items:\n  one\n  two', values)).toBe('Items:\n  one\n  two');
  });

  it('writes the taka sign as Tk in an SMS, keeping it to the GSM alphabet', () => {
    expect(smsText('Due: ৳ 1,39,700 and ৳500')).toBe('Due: Tk 1,39,700 and Tk 500');
    expect(smsText('Paid ৳')).toBe('Paid Tk');
  });
});
