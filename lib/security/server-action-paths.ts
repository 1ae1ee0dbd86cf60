/**
 * The pages that host server actions: the staff side, whose forms are all server actions
 * (app/[locale]/admin/**), and a fitting's cancel link (app/[locale]/(store)/(personal)/
 * fitting/cancel/[token]) and a back-in-stock message's stop link (…/stock-alerts/[token]). Paths are without their language. A server action is invoked by
 * a POST to the page that rendered its form; nowhere else has any of ours. Next also
 * registers every 'use cache' function as a server reference, callable by its id from any
 * page: proxy.ts refuses a Next-Action request, and any other non-GET to a page, outside
 * these (SECURITY.md, "Cached readers"). tests/security/server-action-paths.test.ts keeps
 * this list in step with the files that say 'use server'.
 */
export const serverActionPrefixes = ['/admin', '/fitting/cancel/', '/stock-alerts/'] as const;

/** Whether `path` (without its language) is a page that may receive a server action. */
export function hostsServerActions(path: string): boolean {
  return serverActionPrefixes.some((prefix) =>
    prefix.endsWith('/')
      ? path.startsWith(prefix)
      : path === prefix || path.startsWith(`${prefix}/`),
  );
}
