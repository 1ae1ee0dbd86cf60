/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // PGlite loads its WebAssembly and extension bundles from its own package files.
  serverExternalPackages: ['@electric-sql/pglite'],
  // `npm test` runs the type checker on its own; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  images: {
    // Product photos are served by the /media route (they are made after the build).
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/images/**' }],
    formats: ['image/webp'],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
};

export default nextConfig;
