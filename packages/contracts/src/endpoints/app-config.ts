import { appConfigResponse } from '../app-config';
import { endpoint } from '../endpoint';

/** What the web client needs to know about this installation. */
export const appConfigEndpoints = {
  read: endpoint({
    method: 'GET',
    path: '/config',
    response: appConfigResponse,
    needs: 'anyone',
    noStore: true,
  }),
};
