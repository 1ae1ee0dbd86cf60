import { run } from './lib/run';

// Used by `npm run dev`: the same database preparation as `npm start`, without the build.
run(async () => {
  const { prepareDatabase } = await import('@/lib/bootstrap/prepare');
  await prepareDatabase({ seed: 'if-empty', log: console.log });
});
