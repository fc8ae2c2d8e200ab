import { routes } from '@hangar/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { useScreenIds, useScreenRef } from '../../../api/live-screen';
import { onLiveTopic } from '../../../api/sse';
import { useSignedInUserId } from '../../../app/session';
import { toast } from '../../../ui/toast';
import { pendingDocIds } from '../collab/pending-docs';
import { docQuery } from '../queries';
import {
  handleDocEvent,
  handleDocLinksEvent,
  type DocsLiveContext,
  type DocsScreen,
} from './docs-live-handlers';

/** Sends the changes an earlier visit left in this browser, now and when the network is back. */
function useResumePendingDocs(userId: number | null): void {
  useEffect(() => {
    if (userId === null) return;
    const resume = () => {
      if (pendingDocIds(userId).length === 0) return;
      void import('../collab/registry').then((registry) => registry.resumePendingDocs(userId));
    };
    resume();
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [userId]);
}

/**
 * The docs' live events while a workspace page is open (topic `doc`), and the sending of changes
 * left unconfirmed by an earlier visit.
 */
export function useDocsLiveEvents(workspaceId: number): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = useSignedInUserId();
  const screenRef = useScreenRef<DocsScreen>(
    useScreenIds({ projectId: 'projectid', docId: 'docid' }),
  );
  useResumePendingDocs(userId);

  useEffect(() => {
    const context: DocsLiveContext = {
      workspaceId,
      queryClient,
      screen: () => screenRef.current,
      docExists: async (project, doc) => {
        try {
          await queryClient.fetchQuery({ ...docQuery(workspaceId, project, doc), staleTime: 0 });
          return true;
        } catch (error) {
          return !(isApiError(error) && error.status === 404);
        }
      },
      leave: (project, doc, message) => {
        if (screenRef.current.docId !== doc) return;
        screenRef.current = { projectId: project, docId: null };
        toast.info(message);
        void navigate(routes.projectPage(workspaceId, project, 'logs'), { replace: true });
        if (userId !== null) {
          void import('../collab/registry').then((registry) => registry.forgetLiveDoc(userId, doc));
        }
      },
    };
    return onLiveTopic('doc', (payload) => handleDocEvent(payload, context));
  }, [workspaceId, queryClient, navigate, userId, screenRef]);

  useEffect(
    () =>
      onLiveTopic('docLinks', (payload) =>
        handleDocLinksEvent(payload, { workspaceId, queryClient }),
      ),
    [workspaceId, queryClient],
  );
}
