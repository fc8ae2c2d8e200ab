import type { z } from 'zod';
import { toast } from '../toast';
import { useLeaveWarning } from '../use-leave-warning';
import { useApiForm, type ApiFormState, type UseApiFormOptions } from './use-api-form';

interface SettingsFormOptions<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
> extends UseApiFormOptions<Schema> {
  /** The toast once saved: 'Group settings saved'. */
  saved: string;
}

/**
 * A settings form that stays on the page: once saved a toast says so and nothing is left to
 * save; leaving with unsaved changes asks first.
 */
export function useSettingsForm<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(options: SettingsFormOptions<Schema>): ApiFormState<z.input<Schema>> {
  const form = useApiForm({
    ...options,
    onSubmit: async (values) => {
      await options.onSubmit(values);
      // Saved: the page starts the form again from the new values, or, when they are the old
      // ones (spaces trimmed), it stays with nothing left to save.
      form.mantine.resetDirty();
      toast.success(options.saved);
    },
  });
  useLeaveWarning(form.mantine.isDirty() && !form.busy);
  return form;
}
