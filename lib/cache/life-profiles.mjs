// Plain JavaScript: next.config.mjs reads it before any TypeScript is compiled.

/**
 * Named cache lifetimes (seconds). Writes expire tags at once, so these only bound how
 * long a shared cache (a CDN, a browser) may keep a page without asking: a prerendered
 * page is served with `s-maxage=revalidate, stale-while-revalidate=expire - revalidate`.
 */
export const cacheLifeProfiles = {
  catalogue: { stale: 30, revalidate: 60, expire: 60 * 60 },
  structure: { stale: 60, revalidate: 300, expire: 24 * 60 * 60 },
};
