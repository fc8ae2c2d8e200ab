import { richText } from '../rich-text';
import { expectOk, type FixturePlace } from './sweep-calls';

type Created = { created_id: number };

/** A log of the project linking to the doc, and another log deleted into the trash. */
async function buildLogs({ call, tag, projectId }: FixturePlace, docId: number) {
  const logId = expectOk(
    await call<Created>('POST', `/projects/${projectId}/logs`, {
      title: `${tag} Log`,
      description: richText(`${tag} log text`),
      attachments: [{ link_type: 'doc', target: { id: docId } }],
    }),
    'log',
  ).created_id;

  const doomedLogId = expectOk(
    await call<Created>('POST', `/projects/${projectId}/logs`, {
      title: `${tag} Doomed log`,
      description: richText(`${tag} doomed`),
      attachments: [],
    }),
    'doomed log',
  ).created_id;
  const trashEntryId = expectOk(
    await call<{ trash_id: number }>('DELETE', `/projects/${projectId}/logs/${doomedLogId}`),
    'trashed log',
  ).trash_id;
  return { logId, trashEntryId };
}

/** A group of important links: an external link and a link to the doc. */
async function buildLinks({ call, tag, projectId }: FixturePlace, docId: number) {
  type Links = { groups: { id: number; links: { id: number; link_type: string }[] }[] };
  const links = expectOk(
    await call<Links>('POST', `/projects/${projectId}/important-links`, {
      group_name: `${tag} Links`,
      link_type: 'external',
      url: `https://example.com/${tag}`,
      title: `${tag} Link`,
    }),
    'important link',
  );
  const linkGroup = links.groups[0];
  const link = linkGroup?.links.find((entry) => entry.link_type === 'external');
  if (!linkGroup || !link) throw new Error('fixture: no important link');
  expectOk(
    await call('POST', `/projects/${projectId}/important-links`, {
      group_id: linkGroup.id,
      link_type: 'doc',
      doc_id: docId,
    }),
    'doc link',
  );
  return { linkGroupId: linkGroup.id, linkId: link.id };
}

/** A phase of the project's planning linking to the doc, and the project and doc shared. */
async function buildPlanningAndShares({ call, tag, projectId }: FixturePlace, docId: number) {
  const phase = {
    id: 'phase-1',
    name: `${tag} Phase`,
    start: '2030-01-01',
    end: '2030-02-01',
    color: 'blue',
    progress: 10,
    links: [{ type: 'doc', id: docId }],
  };
  expectOk(
    await call('PUT', `/projects/${projectId}/planning`, {
      planning: { phases: [phase], milestones: [] },
    }),
    'planning',
  );
  type Shared = { share_token: string | null };
  const projectShareToken = expectOk(
    await call<Shared>('PUT', `/projects/${projectId}/share`, { enabled: true }),
    'project share',
  ).share_token;
  const docShareToken = expectOk(
    await call<Shared>('PUT', `/projects/${projectId}/docs/${docId}/share`, { enabled: true }),
    'doc share',
  ).share_token;
  if (!projectShareToken || !docShareToken) throw new Error('fixture: no share token');
  return { projectShareToken, docShareToken };
}

/** The project's logs, trash, important links, planning and share links, around the doc. */
export async function buildProjectItems(place: FixturePlace, docId: number) {
  return {
    ...(await buildLogs(place, docId)),
    ...(await buildLinks(place, docId)),
    ...(await buildPlanningAndShares(place, docId)),
  };
}
