import { run } from './lib/run';

// npm run db:migrate — applies the forward-only migrations in drizzle/.
run(async () => {
  const { prepareDatabase } = await import('@/lib/bootstrap/prepare');
  await prepareDatabase({ seed: 'never', log: console.log });
});
