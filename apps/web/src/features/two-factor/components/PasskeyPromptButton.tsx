import { Alert, Button, type ButtonProps } from '@mantine/core';
import { IconAlertCircle, IconFingerprint } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

interface PasskeyPromptButtonProps extends Pick<ButtonProps, 'variant' | 'size'> {
  /** Asks the browser for a passkey and signs in with it. */
  prompt: () => Promise<unknown>;
  /** What to show above the button when `prompt` fails; null shows nothing. */
  failureOf: (error: unknown) => string | null;
  children: ReactNode;
}

/** A full-width passkey button, busy while the browser asks, with what went wrong above it. */
export function PasskeyPromptButton({
  prompt,
  failureOf,
  variant,
  size,
  children,
}: PasskeyPromptButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await prompt();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {failure ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {failure}
        </Alert>
      ) : null}
      <Button
        variant={variant}
        size={size}
        fullWidth
        loading={busy}
        leftSection={<IconFingerprint size={18} aria-hidden />}
        onClick={() => void run()}
      >
        {children}
      </Button>
    </>
  );
}
