import { textRuns } from '@/lib/ordering/orders/documents/text-runs';

describe('cutting text into runs of one face', () => {
  it('gives the taka sign and Bangla to the Bengali face, the rest to Helvetica', () => {
    expect(textRuns('৳ 4,52,000')).toEqual([
      { text: '৳', face: 'bengali' },
      { text: ' 4,52,000', face: 'latin' },
    ]);
    expect(textRuns('Ayesha (আয়েশা) – Café')).toEqual([
      { text: 'Ayesha (', face: 'latin' },
      { text: 'আয়েশা', face: 'bengali' },
      { text: ') – Café', face: 'latin' },
    ]);
    expect(textRuns('−৳ 500')).toEqual([
      { text: '−৳', face: 'bengali' },
      { text: ' 500', face: 'latin' },
    ]);
  });

  it('turns control characters into spaces and keeps every other character', () => {
    const runs = textRuns('Road 3\tBlock\nB');
    expect(runs.map((run) => run.text).join('')).toBe('Road 3 Block B');
    expect(textRuns('')).toEqual([]);
  });
});
