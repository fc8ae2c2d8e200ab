import { UPLOAD_FIELD, uploadResponse } from '@hangar/contracts/uploads';
import {
  me,
  type ChangePasswordInput,
  type EmailResetInput,
  type Me,
  type UpdateMeInput,
} from '@hangar/contracts/users';
import { apiCall, apiRequest } from '../../api/client';

export function updateMe(changes: UpdateMeInput): Promise<Me> {
  return apiCall('/users/me', me, { method: 'PUT', body: changes, withoutWorkspace: true });
}

/** POST /upload: stores the file and answers the filename to refer to it. */
export async function uploadFile(file: File): Promise<string> {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file);
  const { filename } = await apiCall('/upload', uploadResponse, { method: 'POST', body });
  return filename;
}

/** Uploads the picture, then makes it the user's avatar. */
export async function changeAvatar(file: File): Promise<Me> {
  return updateMe({ avatar: await uploadFile(file) });
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
