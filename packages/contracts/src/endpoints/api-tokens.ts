import { z } from 'zod';
import { apiTokenList, createApiTokenInput, createdApiToken } from '../api-tokens';
import { endpoint } from '../endpoint';
import { numericId } from '../http';

/** The signed-in user's personal API tokens; a session only, never an API token itself. */
export const apiTokenEndpoints = {
  list: endpoint({
    noStore: true,
    method: 'GET',
    path: '/users/me/api-tokens',
    response: apiTokenList,
    needs: 'signed-in',
  }),
  /** The answer holds the token in clear, this once. */
  create: endpoint({
    noStore: true,
    method: 'POST',
    path: '/users/me/api-tokens',
    body: createApiTokenInput,
    status: 201,
    response: createdApiToken,
    needs: 'signed-in',
  }),
  /** Answers 204; the token stops working at once. */
  revoke: endpoint({
    method: 'DELETE',
    path: '/users/me/api-tokens/:tokenId',
    params: z.object({ tokenId: numericId }),
    needs: 'signed-in',
  }),
};
