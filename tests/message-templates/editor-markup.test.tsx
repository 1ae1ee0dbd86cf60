import { TemplateEditor } from '@/components/admin/messages/template-editor';
import { templateFields } from '@/lib/messaging/order-template-keys';
import { defaultTemplate } from '@/lib/messaging/default-template';
import { sampleOrderValues } from '@/lib/content/message-templates/preview-template';
import type { TemplateView } from '@/lib/content/message-templates/types';
import { renderStaffMarkup } from '@/tests/helpers/intl';

// The editor as the page first sends it, before any script runs.
const view = (changes: Partial<TemplateView> & Pick<TemplateView, 'channel'>): TemplateView => ({
  event: 'confirmed',
  locale: 'en',
  ...defaultTemplate('confirmed', changes.channel),
  enabled: true,
  version: 0,
  isDefault: true,
  updatedAt: null,
  updatedByName: null,
  ...changes,
});

const render = (template: TemplateView) =>
  renderStaffMarkup(
    <TemplateEditor action={async (state) => state} template={template} label="Under test" />,
  );

/** The id of every field a person fills in (not the hidden ones), and the ids labels name. */
function labelling(html: string) {
  const fields = [...html.matchAll(/<(input|textarea)\b([^>]*)>/g)]
    .filter(([, , attributes]) => !/type="hidden"/.test(attributes!))
    .map(([, , attributes]) => /\bid="([^"]+)"/.exec(attributes!)?.[1]);
  const labelled = new Set([...html.matchAll(/<label\b[^>]*\bfor="([^"]+)"/g)].map((m) => m[1]));
  return { fields, labelled };
}

describe('the template editor’s markup', () => {
  it.each(['sms', 'email'] as const)('labels every %s field', (channel) => {
    const { fields, labelled } = labelling(render(view({ channel })));
    expect(fields).toHaveLength(channel === 'sms' ? 2 : 3);
    for (const id of fields) expect(labelled.has(id)).toBe(true);
  });

  it('sends the step, channel and version it was opened at', () => {
    const html = render(view({ channel: 'sms', version: 4, isDefault: false }));
    expect(html).toContain('name="event" value="confirmed"');
    expect(html).toContain('name="channel" value="sms"');
    expect(html).toContain('name="version" value="4"');
  });

  it('offers every field as a chip, and previews the text with the sample order', () => {
    const html = render(view({ channel: 'sms', body: 'Hi {{name}}, {{number}} ৳ 500' }));
    for (const field of templateFields) expect(html).toContain(`Insert {{${field}}}`);
    // The taka sign goes as Tk, so the SMS stays in the GSM alphabet.
    expect(html).toContain(`Hi ${sampleOrderValues.name}, ${sampleOrderValues.number} Tk 500`);
    expect(html).toMatch(/\d+ characters: one SMS\. Each SMS carries 160 characters/);
  });

  it('offers "Back to the default text" only for the store’s own text', () => {
    const button = 'Back to the default text';
    expect(render(view({ channel: 'email' }))).not.toContain(button);
    expect(render(view({ channel: 'email', version: 2, isDefault: false }))).toContain(button);
  });

  it('says when a step sends nothing', () => {
    expect(render(view({ channel: 'email', enabled: false }))).toContain(
      'Switched off: this step sends no e-mail.',
    );
  });
});
