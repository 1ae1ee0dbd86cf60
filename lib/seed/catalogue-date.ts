/** "Now" for the demo catalogue: fixed, so seeded timestamps and newest-first order never change. */
export const catalogueDate = new Date('2026-11-01T04:00:00Z');

/** The date the information pages were last revised. */
export const pagesRevisedAt = new Date('2026-10-01T04:00:00Z');
