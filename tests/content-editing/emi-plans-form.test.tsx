import { EmiPlansForm } from '@/components/admin/content/emi-plans-form';
import type { EmiPlan } from '@/lib/content/client';
import { settingsFormSchema } from '@/lib/content/schemas/store-settings';
import { parseFormSubmission } from '@/lib/http/server/form-submission';
import { idleState } from '@/lib/identity/staff-actions/action-state';
import { submitted } from '@/tests/helpers/form-markup';
import { renderStaffMarkup } from '@/tests/helpers/intl';

const plans: EmiPlan[] = [
  { bank: 'City Bank', bankBn: 'সিটি ব্যাংক', months: 6, minAmount: 5000, chargePercent: 0 },
  { bank: 'BRAC Bank', bankBn: null, months: 12, minAmount: 20000, chargePercent: 6.5 },
];

const render = (shown: EmiPlan[]) =>
  renderStaffMarkup(<EmiPlansForm action={async () => idleState} emi={{ plans: shown }} />);

const read = (html: string) => parseFormSubmission(submitted(html), settingsFormSchema('emi'));

describe('the staff’s EMI plans form', () => {
  it('sends every plan back as the save reads it, a row each', () => {
    const html = render(plans);
    expect(html).toContain('name="plans[1].chargePercent"');
    expect(html).toContain('aria-label="Remove plan 2"');
    const submission = read(html);
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({ plans });
  });

  it('says that no card instalments are offered while there is no plan, and saves none', () => {
    const html = render([]);
    expect(html).toContain('No plans: the store offers no card instalments.');
    const submission = read(html);
    expect(submission.status === 'success' && submission.value).toEqual({ plans: [] });
  });

  it('keys a refused value by its row, so that the form shows it beside that field', () => {
    const html = render([{ ...plans[1]!, chargePercent: 6.555 }]);
    const submission = read(html);
    expect(submission.status).toBe('error');
    expect(submission.status === 'error' && submission.error).toHaveProperty([
      'plans[0].chargePercent',
    ]);
  });
});
