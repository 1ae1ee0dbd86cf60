import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { cacheLifeProfiles } from './lib/cache/life-profiles.mjs';
import {
  resourceContentSecurityPolicy,
  resourcePaths,
  securityHeaders,
  staticFileHeaders,
  staticFilesPrefix,
} from './lib/security/security-headers.mjs';

const production = process.env.NODE_ENV === 'production';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The server runs from .next/standalone with only the packages it loads, not the
  // development ones (README, "Running it in production"; scripts/lib/serve-command.ts).
  output: 'standalone',
  // Files read at run time by path rather than imported, which the build's tracing cannot
  // see: the migrations' journal (readiness, lib/db/schema-version.ts), the migrations that
  // `npm run db:migrate` applies beside it, and the invoices' Bangla font. And argon2's own
  // build, when `npm install` made one because its prebuilt binary would not run on this
  // processor: the tracing copies only the prebuilt ones, and the server would crash on the
  // first password it hashes.
  outputFileTracingIncludes: {
    '/*': [
      './drizzle/**/*',
      './lib/ordering/orders/documents/fonts/*',
      './node_modules/argon2/build/Release/*.node',
    ],
  },
  // Nothing under DATA_DIR is part of the server: its databases, photos, secret and the
  // end-to-end runs' private builds, which paths made from process.cwd() would match.
  outputFileTracingExcludes: { '/*': ['./data/**/*'] },
  // Pages the same for every shopper are prerendered and kept in Next's cache, which every
  // write expires by tag (docs/architecture.md, "Caching").
  cacheComponents: true,
  cacheLife: cacheLifeProfiles,
  // Both of Next's caches keep entries in memory and learn of expired tags from every
  // instance, through PostgreSQL when DATABASE_URL is set (cache-handlers/shared-tags.mjs).
  cacheHandler: fileURLToPath(new URL('./cache-handlers/incremental-handler.mjs', import.meta.url)),
  cacheHandlers: {
    default: fileURLToPath(new URL('./cache-handlers/use-cache-handler.mjs', import.meta.url)),
  },
  // Prefetches as before Cache Components: whole pages, not their static parts alone.
  partialPrefetching: false,
  // The contract serves every path with and without a trailing slash (old clients call
  // /api/v1/product/category/); Next would otherwise answer one form with a 308.
  skipTrailingSlashRedirect: true,
  // PGlite, and libheif (HEIC photos, lib/catalogue/media/decode-heic.ts), load their WebAssembly from
  // their own package files. OpenTelemetry's pg instrumentation (lib/bootstrap/tracing.ts)
  // patches `pg` through Node's require, which it cannot reach from inside the bundle.
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@opentelemetry/instrumentation',
    '@opentelemetry/instrumentation-pg',
    'heic-decode',
    'libheif-js',
    'pdfkit',
    'pg-boss',
  ],
  experimental: {
    // forbidden(): a shopper on a staff page gets a 403 page (lib/identity/staff/guard.ts).
    authInterrupts: true,
    // PGlite allows one process per data directory: pages that read the catalogue while
    // the app is built must do so from a single worker.
    cpus: 1,
    // Public pages carry no nonce: their script files carry integrity hashes instead.
    sri: { algorithm: 'sha256' },
    // The proxy buffers request bodies up to this: a staff photo upload (one 20 MB photo a request) must arrive whole.
    proxyClientMaxBodySize: '25mb',
    // A server action's body: the atelier's stage form carries one phone photo (a few MB),
    // beyond Next's 1 MB; every other action sends a few fields.
    serverActions: { bodySizeLimit: '12mb' },
  },
  // `npm test` runs the type checker on its own; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  images: {
    // Product photos are served by the /media route (they are made after the build).
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/images/**' }],
    formats: ['image/webp'],
    // Fewer widths than Next's sixteen: each one is a URL in every photo's srcset, twice per
    // page (HTML and its payload), and the home page shows dozens of photos. These cover
    // phones at 2-3x, tablets and desktops with a step of at most about 1.4x.
    deviceSizes: [640, 828, 1080, 1440, 1920],
    imageSizes: [96, 256, 384],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  async headers() {
    return [
      { source: '/((?!_next/static/).*)', headers: securityHeaders({ production }) },
      { source: `${staticFilesPrefix}:path*`, headers: staticFileHeaders },
      ...resourcePaths.map((path) => ({
        source: `/${path}/:path*`,
        headers: [{ key: 'Content-Security-Policy', value: resourceContentSecurityPolicy }],
      })),
    ];
  },
};

// The i18n request configuration (i18n/request.ts) for next-intl's server functions.
// Messages are compiled when the app is built (next-intl's catalog loader): pages format them
// without parsing ICU text or resolving the locale in the browser (docs/decisions.md 14).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

export default withNextIntl(nextConfig);
