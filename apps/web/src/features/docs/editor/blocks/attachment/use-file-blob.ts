import { useEffect, useState } from 'react';
import { errorText } from '../../../error-text';
import { fetchDocFile, type FileReader } from './file-api';

type BlobState =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error'; message: string };

/** The file as an object address for a frame or a player (mount it again for another file). */
export function useFileBlob(url: string, reader: FileReader | null): BlobState {
  const [state, setState] = useState<BlobState>({ status: 'loading' });
  const publicToken = reader && 'publicToken' in reader ? reader.publicToken : null;
  const workspaceId = reader && 'workspaceId' in reader ? reader.workspaceId : null;
  useEffect(() => {
    const from = publicToken ? { publicToken } : workspaceId ? { workspaceId } : null;
    if (!from) return undefined;
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchDocFile(url, from)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ status: 'ready', url: objectUrl });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setState({ status: 'error', message: errorText(error, 'The file could not be loaded.') });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, publicToken, workspaceId]);
  return state;
}
