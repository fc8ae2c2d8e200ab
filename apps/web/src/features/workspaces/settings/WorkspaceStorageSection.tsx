import { Skeleton, Text } from '@mantine/core';
import { docFileEndpoints } from '@hangar/contracts/endpoints/doc-files';
import { formatFileSize } from '@hangar/domain/format';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/endpoint-call';
import { SettingsSection } from '../../../ui/SettingsSection';
import { workspaceKeys } from '../queries';

/** GET /workspaces/c/storage: what the files attached to the workspace's docs take. */
function fetchWorkspaceStorage(workspaceId: number, signal?: AbortSignal) {
  return callEndpoint(docFileEndpoints.storage, { signal, workspaceId });
}

/** "Storage used: 12,3 Mo", the files attached to the workspace's docs. */
export function WorkspaceStorageSection({ workspaceId }: { workspaceId: number }) {
  const storage = useQuery({
    queryKey: [...workspaceKeys.one(workspaceId), 'storage'],
    queryFn: ({ signal }) => fetchWorkspaceStorage(workspaceId, signal),
  });
  return (
    <SettingsSection title="Storage" description="The files attached to this workspace’s docs.">
      {storage.data ? (
        <Text data-testid="workspace-storage">
          Storage used: {formatFileSize(storage.data.bytes_used)}
        </Text>
      ) : storage.isError ? (
        <Text c="dimmed">The storage used could not be read.</Text>
      ) : (
        <Skeleton height={20} width={180} />
      )}
    </SettingsSection>
  );
}
