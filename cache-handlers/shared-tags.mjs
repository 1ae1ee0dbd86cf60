// Plain JavaScript: Next imports cache handlers at run time, without compiling them.
import pg from 'pg';

/**
 * When each cache tag was last expired, for both of the store's cache handlers
 * (docs/architecture.md, "Caching"). Every instance keeps the times in memory. With
 * DATABASE_URL set, an expiry is also written to PostgreSQL (table cache_tag_expirations)
 * and announced with NOTIFY; every instance LISTENs, and reads the table again every few
 * seconds in case a notice was lost with a connection. The embedded database has one
 * instance by design: its expirations stay in memory.
 */
const channel = 'cache_tag_expirations';
const pollMs = 5_000;
// Expiries read again at each poll: a writer's row may commit a little after its time.
const overlapMs = 10_000;

const expirations = new Map();

/**
 * The time now, from the clock Next's own handlers read. Not `Date.now()`: a handler may
 * be asked while a page or route is prerendered (a stale entry regenerated after a write),
 * and with Cache Components `Date` there counts as reading the current time, which fails
 * the render; `performance` is the clock for measuring (Next's date extension, and
 * docs/architecture.md, "Caching").
 */
export const now = () => Math.round(performance.timeOrigin + performance.now());

/** The latest expiry of any of `tags`, or 0. */
export function latestExpiry(tags) {
  let latest = 0;
  for (const tag of tags) latest = Math.max(latest, expirations.get(tag) ?? 0);
  return latest;
}

/** Whether an entry made at `timestamp` and tagged with `tags` has been expired since. */
export function isExpired(tags, timestamp) {
  const latest = latestExpiry(tags);
  return latest >= timestamp && latest <= now();
}

function remember(tag, at) {
  if ((expirations.get(tag) ?? 0) < at) expirations.set(tag, at);
}

let pool;
function poolFor(url) {
  if (!pool) {
    // An idle pool does not keep a command (npm run orders:release) from ending.
    pool = new pg.Pool({ connectionString: url, max: 2, allowExitOnIdle: true });
    pool.on('error', () => {});
  }
  return pool;
}

function startListening(url) {
  let since = now() - overlapMs;
  const readChanges = async () => {
    const from = since;
    const { rows } = await poolFor(url).query(
      'select tag, expired_at from cache_tag_expirations where expired_at >= $1',
      [from],
    );
    for (const row of rows) remember(row.tag, Number(row.expired_at));
    since = Math.max(from, now() - overlapMs);
  };
  const listen = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    client.on('end', relistenSoon);
    client.on('notification', () => readChanges().catch(() => {}));
    await client.connect();
    await client.query(`listen ${channel}`);
    await readChanges();
  };
  // Until the database answers again, the poll below keeps the expiries coming.
  let retry;
  function relistenSoon() {
    if (retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().catch(relistenSoon);
    }, 1_000);
    retry.unref();
  }
  const ready = listen().catch((error) => {
    console.error('[cache] listening for tag expiries failed; polling instead:', error.message);
    relistenSoon();
  });
  setInterval(() => readChanges().catch(() => {}), pollMs).unref();
  return ready;
}

let listening;

/** Before a request reads the cache: the first one waits until this instance listens. */
export async function refreshTags() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  listening ??= startListening(url);
  await listening;
}

/**
 * Expires `tags` now (or, with `durations.expire`, that many seconds from now), here and,
 * with DATABASE_URL, on every instance.
 */
export async function expireTags(tags, durations) {
  const at = now() + (durations?.expire ?? 0) * 1000;
  for (const tag of tags) remember(tag, at);
  const url = process.env.DATABASE_URL;
  if (!url) return;
  try {
    await poolFor(url).query(
      `insert into cache_tag_expirations (tag, expired_at)
       select unnest($1::text[]), $2
       on conflict (tag) do update
         set expired_at = greatest(cache_tag_expirations.expired_at, excluded.expired_at)`,
      [tags, at],
    );
    await poolFor(url).query('select pg_notify($1, $2)', [channel, '']);
  } catch (error) {
    console.error('[cache] could not share expired tags:', error.message);
  }
}
