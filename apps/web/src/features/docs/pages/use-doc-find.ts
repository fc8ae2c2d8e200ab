import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { replaceSearchParams } from '../../../ui/replace-search-params';
import { docContentLoaded } from '../collab/content-loaded';
import type { LiveDocSession } from '../collab/live-session';
import { useLiveValue } from '../collab/use-live-doc';
import { DOC_FIND_PARAM } from '../doc-find-param';
import type { DocFind } from '../editor/use-find-on-open';

/**
 * The word the address asks the doc's page to show (`?find=`), ready once the doc is loaded;
 * done, the parameter leaves the address (replaced: neither a reload nor Back shows it again).
 */
export function useDocFind(session: LiveDocSession | null): DocFind | undefined {
  const [params, setParams] = useSearchParams();
  const live = Boolean(session?.provider);
  const ready = useLiveValue(session, (state) => docContentLoaded(state, live));
  const word = params.get(DOC_FIND_PARAM);
  const onDone = useCallback(
    () => replaceSearchParams(setParams, { [DOC_FIND_PARAM]: null }),
    [setParams],
  );
  if (!word || !session) return undefined;
  return { word, ready, onDone };
}
