import { Alert, Button, Group, Stack, type ButtonProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';

/** Loaded when a form first fails: most forms never show it. */
const ErrorCard = lazy(async () => ({ default: (await import('../ErrorCard')).ErrorCard }));
import type { ApiFormState } from './use-api-form';

interface ApiFormProps {
  // The form's values do not matter here: it only submits and shows the error card.
  form: Pick<
    ApiFormState<Record<string, unknown>>,
    'bindForm' | 'submit' | 'busy' | 'formError' | 'setFormError'
  >;
  children: ReactNode;
  'aria-label'?: string;
}

/** Scrolls the card into view when it appears: it may sit above the fold of a long page. */
function FormErrorCard({ error, onClose }: { error: unknown; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [error]);
  return (
    <div ref={ref}>
      <Suspense fallback={null}>
        <ErrorCard error={error} onClose={onClose} />
      </Suspense>
    </div>
  );
}

/** A form of the forms layer: the error card on top, the fields, no browser validation. */
export function ApiForm({ form, children, ...props }: ApiFormProps) {
  const { bindForm, submit, busy, formError, setFormError } = form;
  return (
    <form ref={bindForm} onSubmit={submit} noValidate aria-busy={busy} {...props}>
      <Stack gap="md">
        {formError ? <FormErrorCard error={formError} onClose={() => setFormError(null)} /> : null}
        {children}
      </Stack>
    </form>
  );
}

export interface SubmitButtonProps extends ButtonProps {
  busy: boolean;
  children: ReactNode;
}

/** The form's submit button: shows a spinner while the form is busy. */
export function SubmitButton({ busy, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" loading={busy} {...props}>
      {children}
    </Button>
  );
}

interface FooterState {
  form: { busy: boolean; mantine: { isDirty: () => boolean } };
  editable: boolean;
}

/** Why the fields are read-only: a sentence, or the item whose editors alone change it. */
type SettingsFormFooterProps = FooterState & ({ readOnlyNote: string } | { noun: string });

/** The end of a settings form: Save (once something changed), or why the user may not. */
export function SettingsFormFooter({ form, editable, ...note }: SettingsFormFooterProps) {
  return editable ? (
    <Group justify="flex-end">
      <SubmitButton busy={form.busy} disabled={!form.mantine.isDirty()}>
        Save
      </SubmitButton>
    </Group>
  ) : (
    <Alert variant="light" color="gray" icon={<IconLock size={18} />}>
      {'noun' in note
        ? `Only people who can edit this ${note.noun} change its settings.`
        : note.readOnlyNote}
    </Alert>
  );
}
