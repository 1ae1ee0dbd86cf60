import { staffTranslator } from '@/lib/i18n/staff-translator';

// What the desk's actions answer, said through the catalogue in the staff's language.
describe('the staff side’s answers', () => {
  const t = staffTranslator();

  it('counts the messages a move queued, and says nothing of none', () => {
    expect(t('admin.orders.actions.queued', { count: 0, n: '0' })).toBe('');
    expect(t('admin.orders.actions.queued', { count: 1, n: '1' })).toBe(
      ' 1 message to the shopper queued.',
    );
    expect(t('admin.orders.actions.queued', { count: 3, n: '3' })).toBe(
      ' 3 messages to the shopper queued.',
    );
  });

  it('names a fitting’s new status, and the SMS only when one was sent', () => {
    const status = t('vocabulary.fittingStatus.cancelled');
    expect(t('admin.fittings.changed', { status, sms: 'sent' })).toBe(
      'Cancelled. She has been sent an SMS.',
    );
    expect(t('admin.fittings.changed', { status, sms: 'none' })).toBe('Cancelled.');
  });
});
