import { Alert, Button, List, Text } from '@mantine/core';
import type { ErrorKind } from '@hangar/contracts/errors';
import { IconAlertCircle, IconCreditCard } from '@tabler/icons-react';
import { errorCardContent, errorKindOf } from './error-card-content';

export interface ErrorCardProps {
  /** What a call threw (an ApiError carries its kind), or the kind itself. */
  error: unknown;
  onClose?: () => void;
  /** Offers 'Try again' (a list that could not be read asks for it again). */
  onRetry?: () => void;
}

function isErrorKind(value: unknown): value is ErrorKind {
  return (
    typeof value === 'object' && value !== null && 'kind' in value && !(value instanceof Error)
  );
}

/** Explains a failed call inline, in the words of SPEC.md section 8. */
export function ErrorCard({ error, onClose, onRetry }: ErrorCardProps) {
  const kind = isErrorKind(error) ? error : errorKindOf(error);
  const { title, lines } = errorCardContent(kind);
  const Icon = kind.kind === 'payment' ? IconCreditCard : IconAlertCircle;
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      radius="md"
      title={title}
      icon={<Icon size={20} />}
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      closeButtonLabel="Dismiss error"
    >
      {lines.length === 1 ? <Text size="sm">{lines[0]}</Text> : null}
      {lines.length > 1 ? (
        <List size="sm" spacing={2}>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      ) : null}
      {onRetry ? (
        <Button size="compact-sm" variant="subtle" mt="xs" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert>
  );
}
