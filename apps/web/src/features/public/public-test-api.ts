import { publicEndpoints } from '@hangar/contracts/endpoints/public';
import { docAbilities } from '@hangar/domain/abilities/doc';
import { logAbilities } from '@hangar/domain/abilities/log';
import { createFakeApi, type FakeApi } from '../../test/fake-api';
import { testLog } from '../../test/logs';

/** Fixtures of the share link tests: the fake API of a shared project or doc. */

/** A share link's token. */
export const TOKEN = 'tok_1234567890abcdefghij';

/**
 * The API a share link's pages ask (project 31 'Moon landing', a log, no docs listed), in
 * project or doc mode (a doc link's doc is 5).
 */
export function sharedApi(mode: 'project' | 'doc'): FakeApi {
  return createFakeApi()
    .on(publicEndpoints.project, {
      id: 31,
      name: 'Moon landing',
      emoji: null,
      mode,
      doc_id: mode === 'doc' ? 5 : null,
      planning:
        mode === 'project'
          ? {
              phases: [
                {
                  id: 'build',
                  name: 'Build the lander',
                  start: '2026-11-02',
                  end: '2026-11-20',
                  color: 'blue',
                  progress: 40,
                  links: [],
                },
              ],
              milestones: [],
            }
          : null,
    })
    .on(publicEndpoints.docs, [])
    .on(publicEndpoints.logs, [
      {
        ...testLog({ id: 1, created_at: new Date().toISOString() }),
        creator: { fullname: 'Ada Lovelace', avatar: null },
        abilities: logAbilities({ right: 'VIEW', projectArchived: false, archived: false }),
      },
    ])
    .on(publicEndpoints.importantLinks, { groups: [] });
}

/** A doc of the shared project, as GET /public/{token}/docs/{id} answers. */
export function sharedDoc(id: number, name: string) {
  return {
    id,
    project_id: 31,
    path: String(id),
    parent_path: '',
    name,
    emoji: null,
    is_archived: false,
    is_template: false,
    is_locked: false,
    share_token: null,
    current_user_right: 'VIEW' as const,
    abilities: docAbilities({
      role: 'GUEST',
      right: 'VIEW',
      projectArchived: false,
      archived: false,
      locked: false,
      viewersComment: false,
    }),
    content_state: '',
    updated_at: new Date().toISOString(),
  };
}
