import type { Doc } from '@hangar/contracts/docs';
import { closeModal, openModal } from '../../../ui/overlays';
import { DocHistory } from './DocHistory';

/** Opens the page history: beside the list on wide screens, full screen on a phone. */
export function openDocHistory(workspaceId: number, doc: Doc): void {
  const small = window.matchMedia('(max-width: 48em)').matches;
  const modalId = openModal({
    title: 'Page history',
    size: '64rem',
    fullScreen: small,
    children: (
      <DocHistory
        workspaceId={workspaceId}
        doc={doc}
        small={small}
        onRestored={() => closeModal(modalId)}
      />
    ),
  });
}
