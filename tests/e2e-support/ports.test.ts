import { portOffsets } from '@/e2e/support/ports';

// Two servers of one end-to-end run on one port answer for each other: a spec then tests,
// and stops, another spec's store (e2e/support/ports.ts).
describe('the end-to-end ports', () => {
  const offsets = Object.entries(portOffsets);

  it('gives every server a port of its own', () => {
    const byPort = new Map<number, string[]>();
    for (const [name, offset] of offsets) byPort.set(offset, [...(byPort.get(offset) ?? []), name]);
    const shared = [...byPort.values()].filter((names) => names.length > 1);
    expect(shared).toEqual([]);
  });

  it('keeps them between the main store and the next run, 100 up', () => {
    const outside = offsets.filter(([, offset]) => offset < 1 || offset > 99);
    expect(outside).toEqual([]);
  });
});
