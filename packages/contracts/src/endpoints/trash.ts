import { z } from 'zod';
import { endpoint } from '../endpoint';
import { numericId, successResponse } from '../http';
import { restoredItem, trashPage, trashQuery } from '../trash';

const entryParams = z.object({ entryId: numericId });

/** The current workspace's trash (docs/trash.md). */
export const trashEndpoints = {
  page: endpoint({
    method: 'GET',
    path: '/trash',
    query: trashQuery,
    response: trashPage,
    needs: 'member (lists what they may restore)',
  }),
  restore: endpoint({
    method: 'POST',
    path: '/trash/:entryId/restore',
    params: entryParams,
    response: restoredItem,
    needs: 'trash.restore',
  }),
  deleteForever: endpoint({
    method: 'DELETE',
    path: '/trash/:entryId',
    params: entryParams,
    response: successResponse,
    needs: 'trash.deleteForever',
  }),
};
