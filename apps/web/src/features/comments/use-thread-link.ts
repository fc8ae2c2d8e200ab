import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { replaceSearchParams } from '../../ui/replace-search-params';
import { toast } from '../../ui/toast';
import type { DocComments } from './use-doc-comments';

/** The query parameter that opens a doc's page on one of its threads (the inbox links there). */
const THREAD_PARAM = 'thread';

const THREAD_GONE = 'This comment thread was deleted';

/**
 * A doc's page opened with `?thread=<id>`: once the threads are loaded, the panel opens on that
 * thread, active, its card and its text scrolled into view; then the parameter leaves the
 * address (replaced: neither a reload nor Back opens it again).
 */
export function useThreadLink(comments: DocComments): void {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get(THREAD_PARAM));
  const { threads, threadsLoading, threadsFailed, activate } = comments;

  useEffect(() => {
    if (!Number.isSafeInteger(wanted) || wanted <= 0) return;
    // Not loaded (yet): the link applies once they are.
    if (threadsLoading || threadsFailed) return;
    const thread = threads.find((one) => one.id === wanted);
    if (thread) activate(thread, { editor: !thread.detached, panel: true });
    else toast.info(THREAD_GONE);
    replaceSearchParams(setParams, { [THREAD_PARAM]: null });
  }, [wanted, threads, threadsLoading, threadsFailed, activate, setParams]);
}
