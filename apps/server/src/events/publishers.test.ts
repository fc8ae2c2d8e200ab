import { eventTopics, type EventTopic } from '@hangar/contracts';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverSource = join(import.meta.dirname, '..');

/**
 * The features whose `<feature>.events.ts` publish each topic a browser hears. A project's own
 * changes come from groups' file: archiving a group archives its projects, and groups sit below
 * projects (docs/map.md "Borders between files and modules"). A `user` event comes from account
 * when only the user sees the change (their API tokens), from workspaces when their teammates do.
 */
const publisherOf: Record<EventTopic, string | string[]> = {
  user: ['modules/account/account.events.ts', 'modules/workspaces/workspaces.events.ts'],
  workspace: 'modules/workspaces/workspaces.events.ts',
  workspaceUser: 'modules/workspaces/workspaces.events.ts',
  group: 'modules/groups/groups.events.ts',
  groupUser: 'modules/groups/groups.events.ts',
  project: 'modules/groups/groups.events.ts',
  projectUser: 'modules/projects/projects.events.ts',
  doc: 'modules/docs/docs.events.ts',
  log: 'modules/logs/logs.events.ts',
  projectLogs: 'modules/logs/logs.events.ts',
  projectLinks: 'modules/important-links/important-links.events.ts',
  externalLink: 'modules/important-links/important-links.events.ts',
  billing: 'modules/billing/billing.events.ts',
  comments: 'modules/comments/comments.events.ts',
  inbox: 'modules/inbox/inbox.events.ts',
  docLinks: 'modules/docs/docs.events.ts',
  trash: 'modules/trash/trash.events.ts',
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const publishing = sourceFiles(serverSource)
  .map((path) => ({ file: relative(serverSource, path), text: readFileSync(path, 'utf8') }))
  .filter(({ text }) => /\bbus\.publish\(/.test(text));

describe('who publishes live events', () => {
  it("only a feature's own *.events.ts, or the bus's internal topics in events/", () => {
    const elsewhere = publishing
      .map(({ file }) => file)
      .filter((file) => !/^modules\/([a-z-]+)\/\1\.events\.ts$/.test(file))
      .filter((file) => !file.startsWith('events/'));
    expect(elsewhere).toEqual([]);
  });

  it('each topic from the events file of the feature it belongs to', () => {
    const found = new Map<string, Set<string>>();
    for (const { file, text } of publishing) {
      for (const [, topic] of text.matchAll(/topic: '(\w+)'/g)) {
        if (topic) found.set(topic, new Set([...(found.get(topic) ?? []), file]));
      }
    }
    for (const topic of eventTopics) {
      const files = [...(found.get(topic) ?? [])].sort();
      expect({ topic, files }).toEqual({ topic, files: [publisherOf[topic]].flat() });
    }
  });
});
