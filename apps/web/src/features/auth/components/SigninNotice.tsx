import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

/** Above the sign-in form: the e-mail address just changed, or else the person signed out. */
export function SigninNotice({ changedEmail }: { changedEmail: string | null }) {
  return changedEmail ? (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={20} />}
      role="status"
      styles={{ message: { overflowWrap: 'anywhere' } }}
    >
      Your e-mail address is changed. Sign in with <strong>{changedEmail}</strong>.
    </Alert>
  ) : (
    <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
      You have been signed out
    </Alert>
  );
}
