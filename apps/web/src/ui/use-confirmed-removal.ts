import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { openConfirmModal, type ConfirmModalOptions } from './ConfirmModal';
import { toast } from './toast';

interface ConfirmedRemovalOptions<Item extends { id: number }> {
  remove: (item: Item) => Promise<unknown>;
  /** Drops the item from the cached list. */
  forget: (item: Item) => void;
  /** The question asked first. */
  confirm: (item: Item) => Omit<ConfirmModalOptions, 'onConfirm'>;
  onRemoved: (item: Item) => void;
  /** The error shown when the server gives no reason. */
  failure: string;
}

/** What a list's rows need: Remove asks first; the row being removed shows it is busy. */
export interface ConfirmedRemoval<Item> {
  ask: (item: Item) => void;
  removingId: number | null;
}

/**
 * Removes a listed item after asking; it leaves the list as soon as the server confirms, or
 * answers that it is gone already (removed meanwhile, in another tab).
 */
export function useConfirmedRemoval<Item extends { id: number }>(
  options: ConfirmedRemovalOptions<Item>,
): ConfirmedRemoval<Item> {
  const mutation = useMutation({
    mutationFn: options.remove,
    onSuccess: (_answer, item) => {
      options.forget(item);
      options.onRemoved(item);
    },
    onError: (error, item) => {
      if (isApiError(error) && error.status === 404) {
        options.forget(item);
        return;
      }
      toast.error((isApiError(error) && error.detail) || options.failure);
    },
  });

  const ask = (item: Item) =>
    openConfirmModal({ ...options.confirm(item), onConfirm: () => mutation.mutate(item) });

  return { ask, removingId: mutation.isPending ? mutation.variables.id : null };
}
