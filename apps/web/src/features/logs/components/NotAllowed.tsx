import { IconLock } from '@tabler/icons-react';
import { EmptyState } from '../../../ui/EmptyState';

/** Shown instead of a log form to someone who cannot edit the project (or its archived log). */
export function NotAllowed({ title }: { title: string }) {
  return (
    <EmptyState icon={<IconLock size={26} stroke={1.6} />} title={title}>
      This needs the right to edit the project, which must be active, and an active log.
    </EmptyState>
  );
}
