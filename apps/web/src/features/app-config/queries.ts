import { appConfigEndpoints } from '@hangar/contracts/endpoints/app-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../api/endpoint-call';

/** The installation's name, version and links (GET /api/config); fixed while the tab lives. */
export const appConfigQuery = queryOptions({
  queryKey: ['app-config'],
  queryFn: ({ signal }) =>
    callEndpoint(appConfigEndpoints.read, { signal, withoutWorkspace: true }),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The config the root loader fetched; undefined only outside the router (tests). */
export function useAppConfig() {
  return useQuery(appConfigQuery).data;
}

/** The largest file POST /upload takes, in bytes; undefined only outside the router (tests). */
export function useUploadLimit(): number | undefined {
  return useAppConfig()?.upload_max_bytes;
}
