'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { dropFailedJob, retryFailedJob, jobRefSchema } from '@/lib/fulfilment/admin';
import { adminRoutes, staffAction } from '@/lib/identity/admin';

// The job may leave the list as soon as it is acted on (a retry can run at once): the page
// says what happened instead of the row's form.
const done = (notice: 'retried' | 'dropped') => {
  revalidatePath(adminRoutes.jobs());
  redirect(adminRoutes.jobs({ notice }));
};

export const retryJobAction = staffAction('manageJobs', jobRefSchema, async (input, member) => {
  await retryFailedJob(member, input.name, input.id);
  return done('retried');
});

export const dropJobAction = staffAction('manageJobs', jobRefSchema, async (input, member) => {
  await dropFailedJob(member, input.name, input.id);
  return done('dropped');
});
