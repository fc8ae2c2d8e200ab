import {
  me,
  type ChangePasswordInput,
  type EmailResetInput,
  type Me,
  type UpdateMeInput,
} from '@hangar/contracts/account';
import { apiCall, apiRequest } from '../../api/client';
import { uploadFile } from '../../api/upload';

export function updateMe(changes: UpdateMeInput): Promise<Me> {
  return apiCall('/users/me', me, { method: 'PUT', body: changes, withoutWorkspace: true });
}

/** Uploads the picture (refused before sending when over `maxBytes`), then makes it the avatar. */
export async function changeAvatar(file: File, maxBytes: number | undefined): Promise<Me> {
  return updateMe({ avatar: await uploadFile(file, maxBytes) });
}

/** Sends a confirmation link to the new address; the profile then says a change is pending. */
export function requestEmailChange(input: EmailResetInput): Promise<Me> {
  return apiCall('/users/me/email-reset', me, {
    method: 'POST',
    body: input,
    withoutWorkspace: true,
  });
}

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest('/users/me/password', { method: 'PUT', body: input, withoutWorkspace: true });
}

export async function deleteAccount(password: string): Promise<void> {
  await apiRequest('/users/me/delete', {
    method: 'POST',
    body: { password },
    withoutWorkspace: true,
  });
}
