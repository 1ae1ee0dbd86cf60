import { FittingBooking } from '@/components/fitting/fitting-booking';
import { SlotPicker } from '@/components/fitting/slot-picker';
import type { DayAnswer } from '@/components/fitting/types';
import { renderWithIntl } from '@/tests/helpers/intl';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Friday 4 December: 3 pm full, 4 pm with one of three places left, 5 pm with two, 6 pm free. */
const day: DayAnswer = {
  date: '2026-12-04',
  days: ['2026-12-04', '2026-12-05'],
  slots: [
    { start: '2026-12-04T09:00:00.000Z', time: '3:00 pm', places: 3, places_left: 0, full: true },
    { start: '2026-12-04T10:00:00.000Z', time: '4:00 pm', places: 3, places_left: 1, full: false },
    { start: '2026-12-04T11:00:00.000Z', time: '5:00 pm', places: 3, places_left: 2, full: false },
    { start: '2026-12-04T12:00:00.000Z', time: '6:00 pm', places: 3, places_left: 3, full: false },
  ],
};

const picker = (locale: 'en' | 'bn') =>
  renderWithIntl(
    <SlotPicker
      day={day}
      chosenDate={day.date}
      start={null}
      loading={false}
      onDay={jest.fn()}
      onStart={jest.fn()}
    />,
    locale,
  );

describe('the fitting slot picker', () => {
  it('writes days, times, "Full" and places left in Bangla, with Bangla digits', async () => {
    const words = text(await picker('bn'));
    expect(words).toContain('তারিখ');
    expect(words).toContain('সময়');
    expect(words).toContain('শুক্র ৪ ডিসে');
    expect(words).toContain('শনি ৫ ডিসে');
    expect(words).toContain('বিকেল ৩:০০ পূর্ণ');
    expect(words).toContain('বিকেল ৪:০০ ১টি জায়গা খালি');
    expect(words).toContain('বিকেল ৫:০০ ২টি জায়গা খালি');
    expect(words).toContain('সন্ধ্যা ৬:০০');
    expect(words).not.toMatch(/[0-9]|Full|place|pm/);
  });

  it('counts places left with English plurals, and keeps each time the name of its choice', async () => {
    const html = await picker('en');
    const words = text(html);
    expect(words).toContain('Fri 4 Dec');
    expect(words).toContain('3:00 pm Full');
    expect(words).toContain('4:00 pm 1 place left');
    expect(words).toContain('5:00 pm 2 places left');
    expect(words).not.toContain('6:00 pm 3 places');
    // Said to screen readers as the choice's description, not in its name.
    expect(html).toMatch(/aria-describedby="fitting-places-2026-12-04T10:00:00.000Z"/);
    expect(html).toMatch(/id="fitting-places-2026-12-04T10:00:00.000Z" aria-hidden="true"/);
  });

  it('says so in Bangla when a day has no times left', async () => {
    const html = await renderWithIntl(
      <SlotPicker
        day={{ ...day, slots: [] }}
        chosenDate={day.date}
        start={null}
        loading={false}
        onDay={jest.fn()}
        onStart={jest.fn()}
      />,
      'bn',
    );
    expect(text(html)).toContain('এই দিনে আর কোনো সময় খালি নেই।');
  });
});

describe('the fitting booking form on a Bangla page', () => {
  it('asks for name, phone and note in Bangla, and keeps its English words on English pages', async () => {
    const showroom = {
      name: 'Banani atelier',
      address: 'Road 11, Banani',
      mapUrl: 'https://maps.example/x',
    };
    const bn = text(
      await renderWithIntl(<FittingBooking initial={day} showroom={showroom} />, 'bn'),
    );
    expect(bn).toContain('আপনার নাম');
    expect(bn).toContain('মোবাইল নম্বর');
    expect(bn).toContain('নোট (ঐচ্ছিক)');
    expect(bn).toContain('আমাকে কোড পাঠান');
    expect(bn).not.toMatch(/Your name|Send me a code|Note \(optional\)|Mobile number/);
    const en = text(
      await renderWithIntl(<FittingBooking initial={day} showroom={showroom} />, 'en'),
    );
    expect(en).toContain('Send me a code');
    expect(en).toContain('Note (optional)');
  });
});
