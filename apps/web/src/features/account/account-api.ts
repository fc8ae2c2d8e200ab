import type {
  ChangePasswordInput,
  EmailResetInput,
  Me,
  UpdateMeInput,
} from '@hangar/contracts/account';
import { endpointPath } from '@hangar/contracts/endpoint';
import { accountEndpoints } from '@hangar/contracts/endpoints/account';
import { apiRequest } from '../../api/client';
import { callEndpoint } from '../../api/endpoint-call';
import { uploadFile } from '../../api/upload';

export function updateMe(changes: UpdateMeInput): Promise<Me> {
  return callEndpoint(accountEndpoints.update, { body: changes, withoutWorkspace: true });
}

/** Uploads the picture (refused before sending when over `maxBytes`), then makes it the avatar. */
export async function changeAvatar(file: File, maxBytes: number | undefined): Promise<Me> {
  return updateMe({ avatar: await uploadFile(file, maxBytes) });
}

/** Sends a confirmation link to the new address; the profile then says a change is pending. */
export function requestEmailChange(input: EmailResetInput): Promise<Me> {
  return callEndpoint(accountEndpoints.requestEmailChange, {
    body: input,
    withoutWorkspace: true,
  });
}

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await callEndpoint(accountEndpoints.changePassword, { body: input, withoutWorkspace: true });
}

/** Answers 204: no JSON for the typed client to check. */
export async function deleteAccount(password: string): Promise<void> {
  const { remove } = accountEndpoints;
  await apiRequest(endpointPath(remove, {}), {
    method: remove.method,
    body: { password },
    withoutWorkspace: true,
  });
}
