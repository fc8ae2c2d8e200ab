import { trashEndpoints } from '@hangar/contracts/endpoints/trash';
import type { Project } from '@hangar/contracts/projects';
import type { RestoredItem, TrashEntry } from '@hangar/contracts/trash';
import { TRASH_PAGE } from '@hangar/contracts/trash';
import type { Workspace } from '@hangar/contracts/workspaces';
import { jsonResponse, type FakeApi, type FakeRequest } from './fake-api';
import { groupsApi } from './groups';

const DAY_MS = 24 * 3600_000;

/**
 * A trash entry as GET /trash answers it: the doc 'Launch plan' of project 31 'Moon landing'
 * (group 4 'Flight'), deleted by Ada Lovelace two hours ago, purged in 30 days.
 */
export function testTrashEntry(id: number, overrides: Partial<TrashEntry> = {}): TrashEntry {
  const deletedAt = Date.now() - 2 * 3600_000;
  return {
    id,
    kind: 'doc',
    item_id: 900 + id,
    name: 'Launch plan',
    group: { id: 4, name: 'Flight' },
    project: { id: 31, name: 'Moon landing', emoji: null },
    docs: 1,
    deleted_by: { id: 2, fullname: 'Ada Lovelace', avatar: null },
    deleted_at: new Date(deletedAt).toISOString(),
    purge_at: new Date(deletedAt + 30 * DAY_MS).toISOString(),
    can_delete_forever: true,
    ...overrides,
  };
}

/** Where the fake restore puts an entry back: its item, in its group and project. */
function restoredItemOf(entry: TrashEntry): RestoredItem {
  return {
    kind: entry.kind,
    item_id: entry.item_id,
    group_id: entry.group.id,
    project_id: entry.project?.id ?? null,
    moved_to_root: false,
  };
}

/**
 * The groups API of `groupsApi` and a trash holding `entries` (newest first): GET /trash
 * searches their names and filters by project a page at a time, a restore or a purge takes one
 * out.
 */
export function trashApi(
  workspace: Workspace,
  entries: TrashEntry[],
  options: { projects?: Project[] } = {},
): { api: FakeApi; state: { entries: TrashEntry[] } } {
  const state = { entries: [...entries] };
  const find = (request: FakeRequest) =>
    state.entries.find((entry) => String(entry.id) === request.params.entryId);
  const take = (entry: TrashEntry) => {
    state.entries = state.entries.filter((kept) => kept !== entry);
  };
  const gone = () => jsonResponse({ detail: 'Not in the trash' }, 404);
  const { api } = groupsApi(workspace, { projects: options.projects ?? [] });
  api
    .on(trashEndpoints.page, (request: FakeRequest) => {
      const search = request.url.searchParams;
      const q = (search.get('q') ?? '').toLowerCase();
      const projectId = search.get('project_id');
      const before = Number(search.get('before') ?? Infinity);
      const found = state.entries.filter(
        (entry) =>
          entry.name.toLowerCase().includes(q) &&
          (projectId === null || String(entry.project?.id) === projectId) &&
          entry.id < before,
      );
      return jsonResponse({ entries: found.slice(0, TRASH_PAGE) });
    })
    .on(trashEndpoints.restore, (request: FakeRequest) => {
      const entry = find(request);
      if (!entry) return gone();
      take(entry);
      return jsonResponse(restoredItemOf(entry));
    })
    .on(trashEndpoints.deleteForever, (request: FakeRequest) => {
      const entry = find(request);
      if (!entry) return gone();
      take(entry);
      return jsonResponse({ success: true });
    });
  return { api, state };
}
