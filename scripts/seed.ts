import { parseArgs } from 'node:util';
import { run } from './lib/run';

// npm run db:seed [-- --products N] — the deterministic, idempotent demo catalogue.
run(async () => {
  const { values } = parseArgs({ options: { products: { type: 'string' } } });
  const products = values.products === undefined ? undefined : Number(values.products);
  if (products !== undefined && (!Number.isInteger(products) || products < 1)) {
    throw new Error(`--products must be a positive whole number, not "${values.products}"`);
  }
  const { prepareDatabase } = await import('@/lib/bootstrap/prepare');
  const report = await prepareDatabase({ seed: 'always', products, log: console.log });
  if (report) {
    console.log(
      report.created
        ? `Seeded ${report.products} products in ${report.categories} categories with ${report.images} images`
        : 'The catalogue was already seeded; nothing changed',
    );
  }
});
