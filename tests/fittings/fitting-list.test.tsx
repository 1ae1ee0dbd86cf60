import { BookingActions } from '@/components/admin/fittings/booking-actions';
import {
  dayColumns,
  upcomingColumns,
  type DayFittingRow,
  type UpcomingFittingRow,
} from '@/components/admin/fittings/fitting-columns';
import { DataTable } from '@/components/ui/data-table';
import { idleReply } from '@/lib/http/form-reply';
import { renderWithIntl } from '@/tests/helpers/intl';
import { serverIntl } from '@/tests/helpers/intl-server';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const upcoming: UpcomingFittingRow = {
  id: 7,
  day: '2026-12-05',
  time: '12:00 pm',
  name: 'Tahmina',
  phone: '+8801712345678',
  note: 'Bringing her mother',
};

const booked: DayFittingRow = { ...upcoming, status: 'booked', version: 3 };

const columnWords = () => serverIntl('en').getTranslations({ namespace: 'admin.fittings.columns' });

// The fittings list on the one DataTable: what a row shows and the ways on from it.
describe('the fittings list', () => {
  it('lists a fitting to come with its day and time, her phone to call and the way to her day', async () => {
    const html = await renderWithIntl(
      <DataTable
        caption="Fittings to come"
        columns={upcomingColumns(await columnWords())}
        rows={[upcoming]}
        rowKey={(row) => String(row.id)}
        empty={{ title: 'None', hint: 'None booked' }}
      />,
    );
    expect(text(html)).toContain('Sat 5 Dec · 12:00 pm');
    expect(html).toContain('href="tel:+8801712345678"');
    expect(text(html)).toContain('Bringing her mother');
    expect(html).toContain('href="/admin/fittings?day=2026-12-05"');
    expect(text(html)).toContain('Open the day Sat 5 Dec');
  });

  it('shows a booking of the day with its status and the buttons its status allows', async () => {
    const html = await renderWithIntl(
      <DataTable
        caption="Fittings on the day"
        columns={dayColumns(await columnWords(), (row) => (
          <BookingActions
            action={async () => idleReply}
            id={row.id}
            version={row.version}
            status={row.status}
            name={row.name}
          />
        ))}
        rows={[booked]}
        rowKey={(row) => String(row.id)}
        empty={{ title: 'No bookings.', hint: 'Every place is free.' }}
      />,
    );
    expect(html).toContain('>Status</th>');
    expect(text(html)).toContain('Booked');
    expect(html).toContain('aria-label="Attended: Tahmina"');
    expect(html).toContain('aria-label="No-show: Tahmina"');
    expect(html).toMatch(/<input type="hidden" name="version" value="3"\/>/);
    expect(text(html)).toContain('SMS her if cancelled');
  });

  it('says so instead of an empty table when the day has no bookings', async () => {
    const html = await renderWithIntl(
      <DataTable
        caption="Fittings on the day"
        columns={dayColumns(await columnWords(), () => null)}
        rows={[]}
        rowKey={(row) => String(row.id)}
        empty={{ title: 'No bookings.', hint: 'Every place is free.' }}
      />,
    );
    expect(html).not.toContain('<table');
    expect(text(html)).toContain('No bookings.');
  });
});
