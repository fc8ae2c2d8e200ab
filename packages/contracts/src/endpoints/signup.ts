import { z } from 'zod';
import { linkEmailResponse, signupEmailInput, signupProfileInput } from '../account';
import { authToken } from '../auth';
import { endpoint } from '../endpoint';
import { linkToken } from '../fields';
import { successResponse } from '../http';

/** Sign-up: the address first, checked by an e-mailed link, then the profile. */
export const signupEndpoints = {
  /** Sends the link; the same 202 answer whether or not the address has an account. */
  sendEmail: endpoint({
    method: 'POST',
    path: '/users/signup/email',
    body: signupEmailInput,
    status: 202,
    response: successResponse,
    needs: 'anyone',
  }),
  /** The address a sign-up link is for, while the link is valid. */
  link: endpoint({
    method: 'GET',
    path: '/users/signup/profile/:token',
    params: z.object({ token: linkToken }),
    response: linkEmailResponse,
    needs: 'anyone',
  }),
  /** Creates the account and signs it in (sets the refresh cookie). */
  complete: endpoint({
    method: 'POST',
    path: '/users/signup/profile',
    body: signupProfileInput,
    status: 201,
    response: authToken,
    needs: 'anyone',
  }),
};
