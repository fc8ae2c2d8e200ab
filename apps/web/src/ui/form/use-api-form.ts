import type { ValidationIssue } from '@hangar/contracts/errors';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useCallback, useRef, useState, type FormEvent, type RefCallback } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../api/api-error';
import { bodyPath, placeErrors, valuePaths } from './form-errors';
import { requestReauthentication } from './reauthentication';

type FormValues = Record<string, unknown>;

export interface UseApiFormOptions<Schema extends z.ZodType<FormValues, FormValues>> {
  /** The contract's schema: its messages are the form's (SPEC.md section 5). */
  schema: Schema;
  initialValues: z.input<Schema>;
  /** Sends the parsed values (trimmed, normalised by the schema). May throw an ApiError. */
  onSubmit: (values: z.output<Schema>) => unknown;
  /**
   * What a 401 answer means: by default the session expired, and the sign-in modal opens over
   * the form. The sign-in form itself handles its failures ('error').
   */
  on401?: 'reauthenticate' | 'error';
}

export interface ApiFormState<Values extends FormValues> {
  /** The @mantine/form state: values, `getInputProps(path)`, errors, touched. */
  mantine: UseFormReturnType<Values>;
  /** The <form>'s ref (ApiForm sets it): the first error is looked up in it. */
  bindForm: RefCallback<HTMLFormElement>;
  /** Pass to the <form>'s onSubmit (ApiForm does). */
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  /** A submit is being sent: a second one is ignored. */
  busy: boolean;
  /** What failed and belongs to no field: shown in the ErrorCard (an error or an ErrorKind). */
  formError: unknown;
  setFormError: (error: unknown) => void;
}

function renderedPaths(form: HTMLFormElement | null): Set<string> {
  const nodes = form?.querySelectorAll<HTMLElement>('[data-path]') ?? [];
  return new Set(Array.from(nodes, (node) => node.dataset.path ?? ''));
}

/** Scrolls to the first input (in page order) that shows an error, and focuses it. */
function focusFirstError(form: HTMLFormElement | null, paths: Iterable<string>): void {
  const wanted = new Set(paths);
  const nodes = form?.querySelectorAll<HTMLElement>('[data-path]') ?? [];
  const first = Array.from(nodes).find((node) => wanted.has(node.dataset.path ?? ''));
  if (!first) return;
  first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  first.focus({ preventScroll: true });
}

/**
 * The app's one form layer, over @mantine/form and the contracts' zod schemas. On submit it
 * resets validation, touches every field, validates, and either scrolls to and focuses the
 * first error or sends the values; a second submit while one is in flight is ignored. A 422
 * from the server puts each message under its input ('loc' without the leading 'body'); other
 * failures go to the error card; a 401 opens the sign-in modal and keeps what was typed.
 */
export function useApiForm<Schema extends z.ZodType<FormValues, FormValues>>(
  options: UseApiFormOptions<Schema>,
): ApiFormState<z.input<Schema>> {
  const { schema, onSubmit, on401 = 'reauthenticate' } = options;
  const mantine = useForm<z.input<Schema>>({
    mode: 'controlled',
    initialValues: options.initialValues,
  });
  const formRef = useRef<HTMLFormElement | null>(null);
  const bindForm = useCallback((node: HTMLFormElement | null) => {
    formRef.current = node;
  }, []);
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<unknown>(null);

  const showErrors = (errors: Array<{ path: string | null; issue: ValidationIssue }>) => {
    const { fieldErrors, unplaced } = placeErrors(errors, renderedPaths(formRef.current));
    mantine.setErrors(fieldErrors);
    if (unplaced.length > 0) setFormError({ kind: 'validation', issues: unplaced });
    focusFirstError(formRef.current, Object.keys(fieldErrors));
  };

  const showFailure = (error: unknown) => {
    if (isApiError(error) && error.kind.kind === 'validation') {
      showErrors(error.kind.issues.map((issue) => ({ path: bodyPath(issue), issue })));
    } else if (isApiError(error) && error.status === 401 && on401 === 'reauthenticate') {
      if (!requestReauthentication()) setFormError(error);
    } else {
      setFormError(error);
    }
  };

  const send = async () => {
    mantine.clearErrors();
    setFormError(null);
    const values = mantine.getValues();
    mantine.setTouched(Object.fromEntries(valuePaths(values).map((path) => [path, true])));
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      showErrors(
        parsed.error.issues.map((issue) => {
          const path = issue.path.map(String).join('.');
          return { path, issue: { loc: issue.path.map(String), msg: issue.message } };
        }),
      );
      return;
    }
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      showFailure(error);
    }
  };

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    void send().finally(() => {
      busyRef.current = false;
      setBusy(false);
    });
  };

  return { mantine, bindForm, submit, busy, formError, setFormError };
}
