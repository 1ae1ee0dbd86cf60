'use client';

import { lazy, Suspense } from 'react';
import { useSignOutProblem } from '@/stores/sign-out-problem';

// The notice's own code loads with a failed sign-out, not with every page.
const SignOutProblemNotice = lazy(() => import('./sign-out-problem-notice'));

/** "We could not sign you out": a sign-out that did not end the session is never silent. */
export function SignOutProblem() {
  const { failed, report } = useSignOutProblem();
  if (!failed) return null;
  return (
    <Suspense fallback={null}>
      <SignOutProblemNotice onDismiss={() => report(false)} />
    </Suspense>
  );
}
