import 'server-only';

const dhakaDate = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Asia/Dhaka',
});

/** `products-2026-11-30.csv`: the day in Dhaka, where the staff work. */
export const exportFileName = (now: Date) => `products-${dhakaDate.format(now)}.csv`;

/**
 * The export as a file to save. A byte-order mark first, so that Excel reads it as UTF-8
 * (without one it shows Bangla text and dashes garbled); the import skips it. Staff data:
 * never kept by any cache.
 */
export function csvDownload(text: string, now = new Date()): Response {
  return new Response(`\uFEFF${text}`, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(now)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
