import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// The form's code (its inputs, the form library) loads when asked for: the sign-in page's first
// route stays within its budget.
const WorkEmailForm = lazy(async () => ({
  default: (await import('./WorkEmailForm')).WorkEmailForm,
}));

/**
 * "Sign in with your company’s SSO": a work address finds the single sign-on its workspace set
 * up for its domain. Offered always: a workspace's own provider is not in the installation's list.
 */
export function CompanySsoSignIn({ next }: { next: string | null }) {
  const [asked, setAsked] = useState(false);
  if (asked) {
    return (
      <Suspense fallback={null}>
        <WorkEmailForm next={next} />
      </Suspense>
    );
  }
  return (
    <Button variant="subtle" size="sm" onClick={() => setAsked(true)}>
      Sign in with your company’s SSO
    </Button>
  );
}
