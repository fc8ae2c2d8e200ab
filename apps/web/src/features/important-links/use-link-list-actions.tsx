import type { ImportantLinks, ReplaceImportantLinksInput } from '@hangar/contracts/important-links';
import { MODAL_WIDTH } from '@hangar/domain/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openConfirmModal } from '../../ui/ConfirmModal';
import { openDialog } from '../../ui/overlays';
import { toast } from '../../ui/toast';
import { errorText } from '../docs/error-text';
import { EditLinkDialog } from './components/EditLinkDialog';
import { RenameGroupDialog } from './components/RenameGroupDialog';
import { withGroupName, withoutGroup, withoutLink } from './list-edits';
import { replaceImportantLinks } from './important-links-api';
import { setCachedLinks } from './queries';
import { toastChange } from '../trash/toast-change';
import { useTrashRetention } from '../trash/use-trash-retention';

type LinkGroup = ImportantLinks['groups'][number];
export type ImportantLink = LinkGroup['links'][number];

/**
 * What editors do to the list: edit a web link (its own call), remove a link, rename or remove
 * a group (the whole list sent again). Each asks or opens a dialog first, then toasts; what is
 * removed goes to the trash, with an 'Undo' in its toast.
 */
export function useLinkListActions(
  workspaceId: number,
  projectId: number,
  links: ImportantLinks | undefined,
) {
  const queryClient = useQueryClient();
  const retention = useTrashRetention();
  const replace = useMutation({
    mutationFn: (input: { body: ReplaceImportantLinksInput; done: string }) =>
      replaceImportantLinks(workspaceId, projectId, input.body),
    onSuccess: ({ trash_id: trashId, ...saved }, { done }) => {
      setCachedLinks(queryClient, workspaceId, projectId, saved);
      toastChange(queryClient, workspaceId, done, trashId);
    },
    onError: (error) => toast.error(errorText(error, 'The change could not be made. Try again.')),
  });
  const current = links ?? { groups: [] };

  return {
    editLink: (link: ImportantLink) => {
      openDialog({
        title: 'Edit the link',
        size: MODAL_WIDTH.default,
        render: (close) => (
          <EditLinkDialog
            workspaceId={workspaceId}
            projectId={projectId}
            link={{ id: link.id, title: link.title, url: link.target.url }}
            close={close}
          />
        ),
      });
    },
    removeLink: (link: ImportantLink) =>
      openConfirmModal({
        title: 'Remove the link',
        message: `Do you want to remove “${link.title}” from the important documents? It goes to the trash, where it can be restored for ${retention}.`,
        confirmLabel: 'Remove',
        onConfirm: () =>
          replace.mutate({ body: withoutLink(current, link.id), done: 'Link moved to the trash' }),
      }),
    renameGroup: (group: LinkGroup) => {
      openDialog({
        title: 'Rename the group',
        size: MODAL_WIDTH.default,
        render: (close) => (
          <RenameGroupDialog
            name={group.name}
            onRename={(name) =>
              replace.mutateAsync({
                body: withGroupName(current, group.id, name),
                done: 'Group renamed',
              })
            }
            close={close}
          />
        ),
      });
    },
    removeGroup: (group: LinkGroup) =>
      openConfirmModal({
        title: `Remove “${group.name}”?`,
        message: `Its ${group.links.length === 1 ? 'link is' : `${group.links.length} links are`} removed with it and kept in the trash for ${retention}. The docs themselves stay.`,
        confirmLabel: 'Remove',
        onConfirm: () =>
          replace.mutate({
            body: withoutGroup(current, group.id),
            done: 'Links moved to the trash',
          }),
      }),
  };
}
