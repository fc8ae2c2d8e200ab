import { Badge, Tooltip } from '@mantine/core';
import {
  IconCloudCheck,
  IconCloudOff,
  IconCloudUp,
  IconCloudX,
  IconEye,
  IconLoader2,
} from '@tabler/icons-react';
import type { AutosaveState } from '../../../ui/autosave/field-autosave';
import type { LiveDocSession } from './live-session';
import type { SyncStatus, SyncStatusKind } from './sync-status';
import { useShownStatus } from './use-shown-status';

const LOOKS: Record<SyncStatusKind, { color: string; icon: typeof IconCloudCheck }> = {
  connecting: { color: 'gray', icon: IconLoader2 },
  saving: { color: 'indigo', icon: IconCloudUp },
  saved: { color: 'teal', icon: IconCloudCheck },
  offline: { color: 'orange', icon: IconCloudOff },
  failing: { color: 'red', icon: IconCloudX },
  readonly: { color: 'gray', icon: IconEye },
};

/** Labels with more than a word ('Offline · edits kept on this device') may end in an ellipsis. */
const LONG_LABEL = /[·,]/;

/**
 * The doc's save status in words, never a count; the sentence is in its tooltip. In a crowded bar
 * (a phone, an empty doc's 'Use a template') the words end in an ellipsis rather than push the
 * doc's actions out.
 */
function SyncStatusBadge({ status }: { status: SyncStatus }) {
  const { color, icon: Icon } = LOOKS[status.kind];
  return (
    <Tooltip label={status.description} multiline maw={260}>
      <Badge
        role="status"
        aria-live="polite"
        aria-label={status.description}
        data-testid="doc-sync-status"
        data-status={status.kind}
        data-pending={status.pending}
        variant="light"
        color={color}
        size="lg"
        radius="sm"
        tt="none"
        fw={600}
        leftSection={<Icon size={14} stroke={1.8} />}
        style={
          LONG_LABEL.test(status.label) ? { flex: '0 1 auto', minWidth: '7rem' } : { flex: 'none' }
        }
      >
        {status.label}
      </Badge>
    </Tooltip>
  );
}

/**
 * The badge of a live doc's status, the one part of its page that re-renders as changes are made
 * and saved (calmly: see `useShownStatus`).
 */
export function LiveSyncStatusBadge({
  session,
  editable,
  title,
}: {
  session: LiveDocSession | null;
  editable: boolean;
  title?: Pick<AutosaveState, 'phase'>;
}) {
  return <SyncStatusBadge status={useShownStatus(session, editable, title)} />;
}
