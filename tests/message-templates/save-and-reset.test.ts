import { listTemplates } from '@/lib/content/message-templates/list-templates';
import { resetTemplate } from '@/lib/content/message-templates/reset-template';
import { saveTemplate } from '@/lib/content/message-templates/save-template';
import { defaultEmail, defaultSms } from '@/lib/messaging/order-template-defaults';
import { defaultSmsBn } from '@/lib/messaging/order-template-defaults-bn';
import type { Actor } from '@/lib/identity/staff/actor';
import {
  clearTemplates,
  describeTemplates,
  ownerOf,
  storedTemplates,
  templateAudit,
} from './support';

const confirmedSms = (body: string, version: number, enabled = true) => ({
  event: 'confirmed' as const,
  channel: 'sms' as const,
  enabled,
  subject: '',
  body,
  version,
});

describeTemplates('editing the order message templates', (staff) => {
  const owner = () => ownerOf(staff());
  beforeEach(() => clearTemplates());

  it('lists every step’s SMS and e-mail, in English and Bangla, as the default text while nothing is stored', async () => {
    const templates = await listTemplates();
    expect(templates).toHaveLength(44);
    expect(templates.filter((t) => t.locale === 'bn')).toHaveLength(22);
    expect(
      templates.find((t) => t.event === 'shipped' && t.channel === 'sms' && t.locale === 'bn'),
    ).toMatchObject({ body: defaultSmsBn.shipped, subject: '', isDefault: true });
    expect(templates.every((t) => t.isDefault && t.enabled && t.version === 0)).toBe(true);
    expect(
      templates.find((t) => t.event === 'shipped' && t.channel === 'sms' && t.locale === 'en'),
    ).toMatchObject({
      body: defaultSms.shipped,
      subject: '',
    });
    expect(
      templates.find((t) => t.event === 'placed' && t.channel === 'email' && t.locale === 'en'),
    ).toMatchObject(defaultEmail.placed);
  });

  it('keeps the Bangla text of a step apart from the English one', async () => {
    const saved = await saveTemplate(owner(), {
      event: 'confirmed',
      channel: 'sms',
      locale: 'bn',
      enabled: true,
      body: '{{store}}: অর্ডার {{number}} নিশ্চিত।',
      version: 0,
    });
    expect(saved).toMatchObject({ locale: 'bn', version: 1, isDefault: false });
    const confirmed = (await listTemplates()).filter(
      (t) => t.event === 'confirmed' && t.channel === 'sms',
    );
    expect(confirmed.map((t) => [t.locale, t.isDefault, t.body])).toEqual([
      ['en', true, defaultSms.confirmed],
      ['bn', false, '{{store}}: অর্ডার {{number}} নিশ্চিত।'],
    ]);
    const reset = await resetTemplate(owner(), 'confirmed', 'sms', 'bn');
    expect(reset).toMatchObject({ locale: 'bn', isDefault: true, body: defaultSmsBn.confirmed });
  });

  it('stores the first save of a default as version 1, then each save moves it on, audited', async () => {
    const first = await saveTemplate(
      owner(),
      confirmedSms('{{store}}: {{number}} is confirmed.', 0),
    );
    expect(first).toMatchObject({ version: 1, isDefault: false, updatedByName: 'Owner' });
    const second = await saveTemplate(owner(), confirmedSms(' Confirmed: {{number}}\r\n', 1));
    expect(second).toMatchObject({ version: 2, body: 'Confirmed: {{number}}' });

    const [row] = await storedTemplates();
    expect(row).toMatchObject({
      event: 'confirmed',
      channel: 'sms',
      version: 2,
      updatedBy: staff().owner,
    });
    const [update, create] = await templateAudit();
    expect(create).toMatchObject({
      actorId: staff().owner,
      action: 'message_template.create',
      entityId: 'confirmed.sms',
      before: { body: defaultSms.confirmed, version: 0, isDefault: true, enabled: true },
      after: { body: '{{store}}: {{number}} is confirmed.', version: 1, isDefault: false },
    });
    expect(update).toMatchObject({
      action: 'message_template.update',
      before: { body: '{{store}}: {{number}} is confirmed.', version: 1 },
      after: { body: 'Confirmed: {{number}}', version: 2 },
    });
    const listed = (await listTemplates()).find(
      (t) => t.event === 'confirmed' && t.channel === 'sms',
    );
    expect(listed).toMatchObject({ body: 'Confirmed: {{number}}', version: 2, isDefault: false });
  });

  it('refuses a save opened at an older version (a second tab), writing nothing', async () => {
    await saveTemplate(owner(), confirmedSms('First tab: {{number}}', 0));
    const audited = (await templateAudit()).length;
    const secondTab = saveTemplate(owner(), confirmedSms('Second tab: {{number}}', 0));
    await expect(secondTab).rejects.toMatchObject({ kind: 'conflict', code: 'version_conflict' });
    await saveTemplate(owner(), confirmedSms('First tab again: {{number}}', 1));
    await expect(saveTemplate(owner(), confirmedSms('Stale: {{number}}', 1))).rejects.toMatchObject(
      { kind: 'conflict', message: expect.stringContaining('Your text is still here') },
    );
    const [row] = await storedTemplates();
    expect(row).toMatchObject({ body: 'First tab again: {{number}}', version: 2 });
    expect(await templateAudit()).toHaveLength(audited + 1);
  });

  /** Two tabs opened at `version` save at once: exactly one wins, the other is told so. */
  async function raceAt(version: number) {
    const results = await Promise.allSettled([
      saveTemplate(owner(), confirmedSms(`Tab A ${version}: {{number}}`, version)),
      saveTemplate(owner(), confirmedSms(`Tab B ${version}: {{number}}`, version)),
    ]);
    const won = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(won).toHaveLength(1);
    expect(lost).toEqual([expect.objectContaining({ code: 'version_conflict' })]);
    const rows = await storedTemplates();
    expect(rows).toEqual([expect.objectContaining({ version: version + 1, body: won[0]!.body })]);
  }

  it('lets exactly one of two saves opened at the same version win', async () => {
    await raceAt(0);
    await raceAt(1);
    expect((await templateAudit()).slice(0, 2).map((entry) => entry.action)).toEqual([
      'message_template.update',
      'message_template.create',
    ]);
  });

  it('refuses unknown fields, naming them beside the field, and half-written ones', async () => {
    await expect(
      saveTemplate(owner(), confirmedSms('Hi {{nme}}, {{number}} {{ totl }} {{nme}}', 0)),
    ).rejects.toMatchObject({
      kind: 'invalid',
      fields: { body: expect.stringContaining('{{nme}}, {{ totl }}.') },
    });
    await expect(
      saveTemplate(owner(), {
        event: 'shipped',
        channel: 'email',
        enabled: true,
        subject: 'Order {{Number}}',
        body: 'Tracking: {{tracking}',
        version: 0,
      }),
    ).rejects.toMatchObject({
      fields: {
        subject: expect.stringContaining('{{Number}}'),
        body: 'Write each field between double braces, such as {{name}}.',
      },
    });
    expect(await storedTemplates()).toEqual([]);
  });

  it.each([
    ['an empty SMS', confirmedSms('  ', 0), { body: 'Write the SMS.' }],
    [
      'an SMS over 1000 characters',
      confirmedSms('x'.repeat(1001), 0),
      { body: expect.stringContaining('Over 160 characters (70 with Bangla letters)') },
    ],
    [
      'an e-mail without a subject',
      { event: 'placed', channel: 'email', enabled: true, subject: ' ', body: 'Hello', version: 0 },
      { subject: 'Write the subject.' },
    ],
    ['an unknown step', { ...confirmedSms('Hi', 0), event: 'lost' }, { event: expect.any(String) }],
    ['a NUL character', confirmedSms('Hi\u0000', 0), { body: expect.any(String) }],
  ])('refuses %s with a message beside the field', async (_name, input, fields) => {
    await expect(saveTemplate(owner(), input as never)).rejects.toMatchObject({
      kind: 'invalid',
      fields,
    });
    expect(await storedTemplates()).toEqual([]);
  });

  it('keeps an SMS switched off with its text, and drops a subject sent with it', async () => {
    const saved = await saveTemplate(owner(), {
      ...confirmedSms(defaultSms.confirmed, 0, false),
      subject: 'Not for SMS',
    });
    expect(saved).toMatchObject({ enabled: false, subject: '', body: defaultSms.confirmed });
  });

  it('puts a template back to the default by removing its row, audited', async () => {
    await saveTemplate(owner(), confirmedSms('Ours: {{number}}', 0, false));
    const reset = await resetTemplate(owner(), 'confirmed', 'sms');
    expect(reset).toMatchObject({
      isDefault: true,
      version: 0,
      enabled: true,
      body: defaultSms.confirmed,
    });
    expect(await storedTemplates()).toEqual([]);
    const [entry] = await templateAudit();
    expect(entry).toMatchObject({
      action: 'message_template.reset',
      entityId: 'confirmed.sms',
      before: { body: 'Ours: {{number}}', enabled: false, version: 1 },
      after: { body: defaultSms.confirmed, isDefault: true },
    });
    // A tab opened before the reset is told so, and does not bring the old row back.
    await expect(saveTemplate(owner(), confirmedSms('Late: {{number}}', 1))).rejects.toMatchObject({
      code: 'version_conflict',
    });
    expect(await storedTemplates()).toEqual([]);
  });

  it('changes and audits nothing when reset a template that is already the default', async () => {
    const audited = (await templateAudit()).length;
    expect(await resetTemplate(owner(), 'packed', 'email')).toMatchObject({ isDefault: true });
    expect(await templateAudit()).toHaveLength(audited);
  });

  it('stores nothing when its audit entry cannot be written (one transaction)', async () => {
    const nameless = { ...owner(), name: null } as unknown as Actor;
    await expect(saveTemplate(nameless, confirmedSms('Lost: {{number}}', 0))).rejects.toThrow(
      /audit_log/,
    );
    expect(await storedTemplates()).toEqual([]);
    await saveTemplate(owner(), confirmedSms('Kept: {{number}}', 0));
    await expect(resetTemplate(nameless, 'confirmed', 'sms')).rejects.toThrow(/audit_log/);
    expect(await storedTemplates()).toEqual([
      expect.objectContaining({ body: 'Kept: {{number}}' }),
    ]);
  });
});
