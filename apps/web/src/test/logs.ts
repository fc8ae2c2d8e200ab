import { importantLinkEndpoints } from '@hangar/contracts/endpoints/important-links';
import { logEndpoints } from '@hangar/contracts/endpoints/logs';
import type { ImportantLinks } from '@hangar/contracts/important-links';
import type { Log } from '@hangar/contracts/logs';
import type { Project } from '@hangar/contracts/projects';
import type { Workspace } from '@hangar/contracts/workspaces';
import { logAbilities } from '@hangar/domain/abilities/log';
import { jsonResponse, type FakeRequest } from './fake-api';
import { groupsApi, testProject } from './groups';
import { TEST_ME } from './session';

/** A log's `abilities` as the server computes them from its project's right and state. */
function withAbilities(
  log: Log,
  project: Pick<Project, 'current_user_right' | 'is_archived'>,
): Log {
  const subject = {
    right: project.current_user_right,
    projectArchived: project.is_archived,
    archived: log.is_archived,
  };
  return { ...log, abilities: logAbilities(subject) };
}

/** A log as GET /projects/{id}/logs answers it, by the test user, in project 31 they edit. */
export function testLog(overrides: Partial<Log> = {}): Log {
  const log: Omit<Log, 'abilities'> & Partial<Log> = {
    id: 501,
    project_id: 31,
    title: 'Engines tested',
    description: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'All four fired.' }] }],
    },
    attachments: [],
    creator: { id: TEST_ME.id, fullname: TEST_ME.fullname, avatar: null },
    notification_sent: false,
    is_archived: false,
    created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
    edition_date: null,
    ...overrides,
  };
  const abilities = logAbilities({
    right: 'EDIT',
    projectArchived: false,
    archived: log.is_archived,
  });
  return { abilities, ...log };
}

interface LogsApiOptions {
  project?: Project;
  logs?: Log[];
  links?: ImportantLinks;
}

/**
 * A fake API for a member of `workspace` with project 31 (see groupsApi), whose logs and
 * important links answer from `state`, which a test may change as the server would.
 */
export function logsApi(workspace: Workspace, options: LogsApiOptions = {}) {
  const { api, state: groupsState } = groupsApi(workspace, {
    projects: [options.project ?? testProject()],
  });
  const project = () => groupsState.projects[0] ?? testProject();
  const state = {
    logs: options.logs ?? [],
    links: options.links ?? { groups: [] },
  };
  api
    .on(logEndpoints.list, (request: FakeRequest) => {
      // As the server pages them: `state.logs` is newest first; `before` a log's id, `limit`.
      const params = request.url.searchParams;
      const archived = params.get('only') === 'archived';
      const logs = state.logs.filter((log) => log.is_archived === archived);
      const before = logs.findIndex((log) => String(log.id) === params.get('before'));
      const limit = Number(params.get('limit') ?? logs.length);
      const page = logs.slice(before + 1, before + 1 + limit);
      return jsonResponse(page.map((log) => withAbilities(log, project())));
    })
    .on(logEndpoints.read, ({ params }) => {
      const found = state.logs.find((log) => params.logId === String(log.id));
      return found
        ? jsonResponse(withAbilities(found, project()))
        : jsonResponse({ detail: 'Log not found' }, 404);
    })
    .on(importantLinkEndpoints.list, () => jsonResponse(state.links));
  return { api, state, groupsState };
}
