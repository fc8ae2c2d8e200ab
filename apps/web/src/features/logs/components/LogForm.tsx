import { Loader, Paper, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { ApiForm, useApiForm } from '../../../ui/form';
import { FormActions } from '../../../ui/form/FormActions';
import { useLeaveWarning } from '../../../ui/use-leave-warning';
import type { MentionSource } from '../../comments/mentions/mention-extension';
import type { DocChoice } from '../doc-choices';
import { logForm, type LogFormValues } from '../log-form';
import { AttachmentsField } from './AttachmentsField';

const RichTextEditor = lazy(() => import('../editor/RichTextEditor'));

interface LogFormProps {
  label: string;
  initialValues: LogFormValues;
  docs: DocChoice[];
  /** Whose readers the description's @ list offers (the log's project). */
  mentions: MentionSource;
  knownTitles?: ReadonlyMap<number, string>;
  submitLabel: string;
  onSubmit: (values: LogFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** A log's title, description and attachments, checked by the contract before they are sent. */
export function LogForm({
  label,
  initialValues,
  docs,
  mentions,
  knownTitles = new Map(),
  submitLabel,
  onSubmit,
  onCancel,
}: LogFormProps) {
  const form = useApiForm({ schema: logForm, initialValues, onSubmit });
  const { mantine } = form;
  useLeaveWarning(mantine.isDirty() && !form.busy);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <ApiForm form={form} aria-label={label}>
        <TextInput
          label="Title"
          placeholder="Launch window confirmed"
          maxLength={200}
          data-autofocus
          {...mantine.getInputProps('title')}
        />
        <div data-path="description">
          <Suspense fallback={<Loader size="sm" />}>
            <RichTextEditor
              label="Description"
              mentions={mentions}
              value={mantine.getValues().description}
              onChange={(value) => mantine.setFieldValue('description', value)}
              error={mantine.errors.description ? String(mantine.errors.description) : undefined}
            />
          </Suspense>
        </div>
        <AttachmentsField form={mantine} docs={docs} knownTitles={knownTitles} />
        <FormActions onCancel={onCancel} busy={form.busy}>
          {submitLabel}
        </FormActions>
      </ApiForm>
    </Paper>
  );
}
