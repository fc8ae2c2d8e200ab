import { randomUUID } from 'node:crypto';
import type { EventTopic } from '@hangar/contracts';
import { TEST_CUSTOMER } from '../../modules/billing/billing-fixtures';
import type { ApiResponse, TestServer } from '../harness';
import type { FullWorkspace } from './full-workspace';

type Action = (server: TestServer, w: FullWorkspace) => Promise<ApiResponse>;

const asOwner = (w: FullWorkspace) => w.as(w.people.owner);

/**
 * One change by the victim's owner for every topic of the live channel, so the sweep can tell
 * that none of them reaches another tenant. A topic missing here fails the live sweep.
 */
export const TOPIC_ACTIONS: Record<EventTopic, Action> = {
  user: (s, w) =>
    s.api('PUT', '/users/me', { ...asOwner(w), body: { fullname: `${w.tag} owner!` } }),
  workspace: (s, w) =>
    s.api('PUT', '/workspaces/c', { ...asOwner(w), body: { name: `${w.tag} Workspace!` } }),
  workspaceUser: (s, w) =>
    s.api('POST', '/workspaces/c/team', {
      ...asOwner(w),
      body: { invites: [{ email: `${w.tag}-late@example.com`, role: 'MEMBER' }] },
    }),
  group: (s, w) =>
    s.api('PUT', `/groups/${w.groupId}`, { ...asOwner(w), body: { name: `${w.tag} Group!` } }),
  groupUser: (s, w) =>
    s.api('POST', `/groups/${w.groupId}/team`, {
      ...asOwner(w),
      body: { invites: [{ user_id: w.people.member.user.id, right: 'VIEW' }] },
    }),
  project: (s, w) =>
    s.api('PUT', `/projects/${w.projectId}`, {
      ...asOwner(w),
      body: { name: `${w.tag} Project!` },
    }),
  projectUser: (s, w) =>
    s.api('POST', `/projects/${w.projectId}/team`, {
      ...asOwner(w),
      body: { invites: [{ user_id: w.people.admin.user.id, right: 'VIEW' }] },
    }),
  doc: (s, w) =>
    s.api('PUT', `/projects/${w.projectId}/docs/${w.docId}`, {
      ...asOwner(w),
      body: { name: `${w.tag} Doc!` },
    }),
  docLinks: (s, w) =>
    s.api('POST', `/projects/${w.projectId}/docs`, {
      ...asOwner(w),
      body: {
        name: `${w.tag} Linking`,
        content: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'pageLink', attrs: { docId: String(w.docId), title: 'Doc' } }],
            },
          ],
        },
      },
    }),
  log: (s, w) =>
    s.api('PUT', `/projects/${w.projectId}/logs/${w.logId}`, {
      ...asOwner(w),
      body: { title: `${w.tag} Log!` },
    }),
  projectLinks: (s, w) =>
    s.api('POST', `/projects/${w.projectId}/important-links`, {
      ...asOwner(w),
      body: {
        group_id: w.linkGroupId,
        link_type: 'external',
        url: `https://example.com/${w.tag}/2`,
      },
    }),
  projectLogs: (s, w) =>
    s.api('POST', `/projects/${w.projectId}/logs`, {
      ...asOwner(w),
      body: {
        title: `${w.tag} Log 2`,
        description: { type: 'doc', content: [{ type: 'paragraph' }] },
        attachments: [],
      },
    }),
  externalLink: (s, w) =>
    s.api('PUT', `/projects/${w.projectId}/external-links/${w.linkId}`, {
      ...asOwner(w),
      body: { title: `${w.tag} Link!` },
    }),
  billing: (s, w) =>
    s.api('PUT', '/billing/customer', {
      ...asOwner(w),
      body: { ...TEST_CUSTOMER, name: `${w.tag} Billing!` },
    }),
  comments: (s, w) =>
    s.api('PATCH', `/projects/${w.projectId}/docs/${w.docId}/threads/${w.threadId}`, {
      ...asOwner(w),
      body: { resolved: true },
    }),
  // A log made for it goes to the trash: the fixture's own items stay for the other sweeps.
  trash: async (s, w) => {
    const created = await s.api<{ created_id: number }>('POST', `/projects/${w.projectId}/logs`, {
      ...asOwner(w),
      body: {
        title: `${w.tag} Doomed log`,
        description: { type: 'doc', content: [{ type: 'paragraph' }] },
        attachments: [],
      },
    });
    return s.api('DELETE', `/projects/${w.projectId}/logs/${created.body.created_id}`, asOwner(w));
  },
  // A reply mentioning the admin (the sweep's observer) puts an entry in the admin's inbox.
  inbox: (s, w) =>
    s.api('POST', `/projects/${w.projectId}/docs/${w.docId}/threads/${w.threadId}/comments`, {
      ...asOwner(w),
      body: {
        client_request_id: randomUUID(),
        body: `${w.tag} reply`,
        mentions: [w.people.admin.user.id],
      },
    }),
};
