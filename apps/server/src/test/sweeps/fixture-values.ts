import { MAX_DATABASE_INTEGER } from '@hangar/domain';
import { GOOD_CARD } from '../../modules/billing/billing-fixtures';
import { strayAnchor } from '../comment-anchors';
import type { FullWorkspace } from './full-workspace';
import type { FieldHints } from './valid-values';

/** A token of the right form that opens nothing (e-mailed links the fixture never received). */
export const UNKNOWN_LINK_TOKEN = 'sweepUnknownToken_0123456789abcdef';

/** A strong password that is nobody's: calls that check one refuse it, they do not lock anyone out. */
const SOMEONE_ELSES_PASSWORD = 'Sweep-Password-9431!';

/** A passkey's answers of the right form that no challenge of the server asked for. */
const SWEEP_CLIENT_DATA = Buffer.from('{"type":"webauthn.get","challenge":"sweep"}').toString(
  'base64url',
);
export const SWEEP_PASSKEY = {
  id: 'c3dlZXA',
  rawId: 'c3dlZXA',
  type: 'public-key',
  response: { clientDataJSON: SWEEP_CLIENT_DATA, attestationObject: 'c3dlZXA' },
  clientExtensionResults: {},
};
export const SWEEP_PASSKEY_ASSERTION = {
  id: 'c3dlZXA',
  rawId: 'c3dlZXA',
  type: 'public-key',
  response: {
    clientDataJSON: SWEEP_CLIENT_DATA,
    authenticatorData: 'c3dlZXA',
    signature: 'c3dlZXA',
  },
  clientExtensionResults: {},
};

type ParamRule = (fixture: FullWorkspace, url: string, previous: string) => string | number | null;

/**
 * The value of each path parameter, by its name (and, for a bare `:id`, the segment before it),
 * taken from the fixture so that a request gets past "not found" into validation and services.
 * A route with a parameter this table cannot fill fails the sweep with its name.
 */
const PARAM_RULES: Record<string, ParamRule> = {
  id: (fixture, _url, previous) => {
    const byCollection: Record<string, number> = {
      groups: fixture.groupId,
      projects: fixture.projectId,
      docs: fixture.docId,
    };
    return byCollection[previous] ?? null;
  },
  projectId: (fixture) => fixture.projectId,
  docId: (fixture) => fixture.docId,
  templateId: (fixture) => fixture.templateId,
  versionId: (fixture) => fixture.versionId,
  threadId: (fixture) => fixture.threadId,
  commentId: (fixture) => fixture.commentId,
  itemId: (fixture) => fixture.inboxItemId,
  tokenId: (fixture) => fixture.apiTokenId,
  sessionId: (fixture) => fixture.ownerSessionId,
  // The fixture holds no passkey; the call is refused for its password first.
  passkeyId: () => 1,
  logId: (fixture) => fixture.logId,
  linkId: (fixture) => fixture.linkId,
  entryId: (fixture) => fixture.trashEntryId,
  importId: (fixture) => fixture.importJobId,
  invoiceId: (fixture) => fixture.invoiceId,
  // Workspace team calls act on the pending invitee (resend, cancel); item teams on the viewer.
  userId: (fixture, url) =>
    url.startsWith('/api/workspaces/') ? fixture.invitee.id : fixture.people.viewer.user.id,
  token: (fixture, url) =>
    url.startsWith('/api/public/') ? fixture.projectShareToken : UNKNOWN_LINK_TOKEN,
  filename: (fixture) => fixture.upload,
  file: () => 'swagger-ui.css',
  // Single sign-on is off in the sweeps: the preset's name of a provider that is not set up.
  provider: () => 'generic',
};

/** The fixture's value of every `:param` of a route, or the name of the one it cannot fill. */
export function paramValues(
  fixture: FullWorkspace,
  url: string,
): { values: Record<string, string> } | { missing: string } {
  const values: Record<string, string> = {};
  const segments = url.split('/');
  for (const [index, segment] of segments.entries()) {
    if (!segment.startsWith(':')) continue;
    const name = segment.slice(1);
    const value = PARAM_RULES[name]?.(fixture, url, segments[index - 1] ?? '') ?? null;
    if (value === null) return { missing: name };
    values[name] = String(value);
  }
  return { values };
}

/** Body and query fields whose valid value only the fixture knows (ids), or no schema tells. */
export function fixtureHints(fixture: FullWorkspace): FieldHints {
  const viewerId = fixture.people.viewer.user.id;
  const byKey: Record<string, unknown> = {
    group_id: fixture.groupId,
    project_id: fixture.projectId,
    target_project_id: fixture.projectId,
    doc_id: fixture.docId,
    user_id: viewerId,
    author_id: fixture.people.owner.user.id,
    // A period that holds the fixture (a derived one would begin and end at the same time).
    updated_after: '2020-01-01T00:00:00Z',
    updated_before: '2090-01-01T00:00:00Z',
    // A page's end (`before` an id): the largest id, so that the page holds the fixture.
    before: String(MAX_DATABASE_INTEGER),
    workspace_id: fixture.workspace.id,
    recipients: [viewerId],
    mentions: [viewerId],
    ids: String(fixture.groupId),
    // Doc paths are the ids of the doc and its ancestors; both docs sit at the root.
    from_path: String(fixture.templateId),
    to_path: String(fixture.docId),
    email: `${fixture.tag}-sweep@example.com`,
    owner_email: `${fixture.tag}-demo@example.com`,
    customer_email: `${fixture.tag}-trial@example.com`,
    email_domain: 'example.com',
    password: SOMEONE_ELSES_PASSWORD,
    current_password: SOMEONE_ELSES_PASSWORD,
    new_password: SOMEONE_ELSES_PASSWORD,
    username: fixture.people.owner.user.email,
    number: GOOD_CARD,
    country: 'fr',
    avatar: fixture.upload,
    logo: fixture.upload,
  };
  return (key, path) => {
    // `id` of a log attachment's target or a planning link is a doc of the fixture.
    if (key === 'id' && (path.includes('target') || path.includes('links'))) return fixture.docId;
    if ((key === 'start' || key === 'end') && path.includes('anchor')) return strayAnchor()[key];
    return byKey[key];
  };
}
