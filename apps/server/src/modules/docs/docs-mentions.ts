import type { FastifyBaseLogger } from 'fastify';
import type * as Y from 'yjs';
import { docMentions } from '../../live/plain-text';
import { findGroup, projectAudience } from '../groups/groups.access';
import { tellNewMentions } from '../inbox/inbox.service';
import { findProject } from '../projects/projects.access';
import type { DataDeps } from '../shared/shared.deps';
import { findDocById } from './docs.repository';

/** Tells the people a doc's text mentions, after each live save (issue 21). */
export interface DocMentions {
  saved(docId: number, ydoc: Y.Doc, authors: number[]): void;
  close(): Promise<void>;
}

async function tellDocMentions(
  deps: DataDeps,
  docId: number,
  mentions: Map<number, string>,
  authors: number[],
): Promise<void> {
  const doc = await findDocById(deps.db, docId);
  const project = doc && (await findProject(deps.db, doc.workspaceId, doc.projectId));
  const group = project && (await findGroup(deps.db, project.workspaceId, project.groupId));
  if (!doc || !project || !group) return;
  const place = {
    workspaceId: doc.workspaceId,
    projectId: project.id,
    docId,
    title: doc.name,
  };
  await tellNewMentions(deps, place, mentions, {
    readers: await projectAudience(deps.db, group, project),
    // The one who saved; a save of several people's changes names nobody.
    actorId: authors.length === 1 ? authors[0]! : null,
    source: null,
  });
}

/**
 * After a save, the mentioned people not told yet hear of it, once each (the inbox remembers who
 * was told). A failure is logged and tried again at the doc's next save; a doc's turns are taken
 * one after the other.
 */
export function startDocMentions(deps: DataDeps & { log: FastifyBaseLogger }): DocMentions {
  const turns = new Map<number, Promise<void>>();
  return {
    saved(docId, ydoc, authors) {
      const mentions = docMentions(ydoc);
      if (mentions.size === 0) return;
      const turn = (turns.get(docId) ?? Promise.resolve())
        .then(() => tellDocMentions(deps, docId, mentions, authors))
        .catch((error: unknown) =>
          deps.log.warn({ err: error, doc: docId }, 'could not tell the people a doc mentions'),
        )
        .finally(() => {
          if (turns.get(docId) === turn) turns.delete(docId);
        });
      turns.set(docId, turn);
    },
    async close() {
      await Promise.all(turns.values());
    },
  };
}
