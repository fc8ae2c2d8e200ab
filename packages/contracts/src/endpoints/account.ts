import { z } from 'zod';
import {
  changePasswordInput,
  deleteAccountInput,
  emailResetConfirmed,
  emailResetInput,
  linkEmailResponse,
  me,
  passwordLostInput,
  passwordResetInput,
  updateMeInput,
} from '../account';
import { endpoint } from '../endpoint';
import { linkToken } from '../fields';
import { successResponse } from '../http';

/** The token of an e-mailed link, in the path. */
const linkParams = z.object({ token: linkToken });

/** The signed-in user's own account: profile, e-mail change, password, deletion. */
export const accountEndpoints = {
  read: endpoint({ method: 'GET', path: '/users/me', response: me, needs: 'signed-in' }),
  update: endpoint({
    method: 'PUT',
    path: '/users/me',
    body: updateMeInput,
    response: me,
    needs: 'signed-in',
  }),
  /** Sends a confirmation link to the new address; answers the profile, the change pending. */
  requestEmailChange: endpoint({
    method: 'POST',
    path: '/users/me/email-reset',
    body: emailResetInput,
    response: me,
    needs: 'signed-in',
  }),
  /** The e-mailed link: anyone holding it, signed in or not. */
  confirmEmailChange: endpoint({
    method: 'POST',
    path: '/users/confirm-email-reset/:token',
    params: linkParams,
    response: emailResetConfirmed,
    needs: 'anyone',
  }),
  /** Answers 204. */
  remove: endpoint({
    method: 'POST',
    path: '/users/me/delete',
    body: deleteAccountInput,
    needs: 'signed-in',
  }),
  /** The same 202 answer whether or not an account uses the address. */
  passwordLost: endpoint({
    method: 'POST',
    path: '/users/password-lost',
    body: passwordLostInput,
    status: 202,
    response: successResponse,
    needs: 'anyone',
  }),
  /** The address a password reset link is for, while the link is valid. */
  passwordResetLink: endpoint({
    method: 'GET',
    path: '/users/password-reset/:token',
    params: linkParams,
    response: linkEmailResponse,
    needs: 'anyone',
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/users/password-reset',
    body: passwordResetInput,
    response: successResponse,
    needs: 'anyone',
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/users/me/password',
    body: changePasswordInput,
    response: successResponse,
    needs: 'signed-in',
  }),
};
