import { randomUUID } from 'node:crypto';
import type { SignedInPerson } from '../factories';
import type { TestServer } from '../harness';
import { recordVersion } from '../../modules/docs/docs-history.repository';
import { insertInboxItems } from '../../modules/inbox/inbox.repository';
import { strayAnchor } from '../comment-anchors';
import { richText } from '../rich-text';
import { expectOk, type FixturePlace } from './sweep-calls';

/** A doc of the project, named after it is created: its id. */
async function newDoc(
  { call, projectId }: FixturePlace,
  name: string,
  extra: Record<string, unknown> = {},
  content: unknown = richText(`${name} text`),
): Promise<number> {
  const doc = expectOk(
    await call<{ id: number }>('POST', `/projects/${projectId}/docs`, {
      parent_path: '',
      content,
    }),
    'doc',
  );
  expectOk(await call('PUT', `/projects/${projectId}/docs/${doc.id}`, { name, ...extra }), name);
  return doc.id;
}

/**
 * The doc of the workspace, a version of its history, and a comment thread on it by the owner
 * mentioning the viewer, whose reply reached the owner's inbox.
 */
export async function buildCommentedDoc(
  server: TestServer,
  place: FixturePlace,
  who: { workspaceId: number; owner: SignedInPerson; viewer: SignedInPerson },
) {
  const { call, tag, projectId } = place;
  const docId = await newDoc(place, `${tag} Doc`);
  const version = await recordVersion(
    { db: server.app.services.database.db, cpu: server.app.services.cpu },
    docId,
  );
  if (!version) throw new Error('fixture: no version of the doc');
  const thread = expectOk(
    await call<{ id: number; comments: { id: number }[] }>(
      'POST',
      `/projects/${projectId}/docs/${docId}/threads`,
      {
        client_request_id: randomUUID(),
        anchor: strayAnchor(),
        quote: `${tag} Doc`,
        body: `${tag} comment`,
        mentions: [who.viewer.user.id],
      },
    ),
    'comment thread',
  );
  const commentId = thread.comments[0]?.id;
  if (commentId === undefined) throw new Error('fixture: the thread has no comment');
  const [inboxItem] = await insertInboxItems(server.app.services.database.db, [
    {
      workspaceId: who.workspaceId,
      userId: who.owner.user.id,
      kind: 'reply',
      actorId: who.viewer.user.id,
      projectId,
      docId,
      threadId: thread.id,
      commentId,
      title: `${tag} Doc`,
    },
  ]);
  if (!inboxItem) throw new Error('fixture: no inbox entry');
  return {
    docId,
    versionId: version.id,
    threadId: thread.id,
    commentId,
    inboxItemId: inboxItem.id,
  };
}

/** A doc marked as template that links to the doc (the doc's "Linked from" names it): its id. */
export async function buildTemplate(place: FixturePlace, docId: number): Promise<number> {
  const { tag } = place;
  return newDoc(
    place,
    `${tag} Template`,
    { is_template: true },
    {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: `${tag} Template text ` },
            { type: 'pageLink', attrs: { docId: String(docId), title: `${tag} Doc` } },
          ],
        },
      ],
    },
  );
}
