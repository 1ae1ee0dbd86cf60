/** What the browser is told to measure with (GET /api/v1/measurement). Client-safe. */
export type BrowserMeasurement = {
  meta: { pixelId: string; scriptUrl: string } | null;
  ga4: { measurementId: string; scriptUrl: string } | null;
};
