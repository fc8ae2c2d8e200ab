import type { Planning } from '@hangar/contracts/planning';
import { routes } from '@hangar/contracts/routes';
import type { SearchList } from '@hangar/contracts/search';

export type PlanningLink = Planning['phases'][number]['links'][number];

/** A link as a select's value: 'doc:12', 'log:5'. */
export function linkValue(link: PlanningLink): string {
  return `${link.type}:${link.id}`;
}

export function parseLinkValue(value: string): PlanningLink | null {
  const match = /^(doc|log):(\d+)$/.exec(value);
  if (!match?.[1] || !match[2]) return null;
  return { type: match[1] === 'doc' ? 'doc' : 'log', id: Number(match[2]) };
}

/** The docs and logs of the project an item may link to (from the workspace's search list). */
export function linkOptions(list: SearchList | undefined, projectId: number) {
  const docs = (list?.docs ?? []).filter((doc) => doc.project_id === projectId);
  const logs = (list?.logs ?? []).filter((log) => log.project_id === projectId);
  return [
    {
      group: 'Documentations',
      items: docs.map((doc) => ({
        value: linkValue({ type: 'doc', id: doc.id }),
        label: doc.title,
      })),
    },
    {
      group: 'Logs',
      items: logs.map((log) => ({
        value: linkValue({ type: 'log', id: log.id }),
        label: log.title,
      })),
    },
  ].filter((group) => group.items.length > 0);
}

/** A link's name (its doc's or log's title) and page. */
export function describeLink(
  link: PlanningLink,
  list: SearchList | undefined,
  workspaceId: number,
  projectId: number,
): { label: string; to: string } {
  if (link.type === 'doc') {
    const doc = list?.docs.find((entry) => entry.id === link.id);
    return {
      label: doc?.title ?? `Document ${link.id}`,
      to: routes.doc(workspaceId, projectId, link.id),
    };
  }
  const log = list?.logs.find((entry) => entry.id === link.id);
  return { label: log?.title ?? `Log ${link.id}`, to: routes.log(workspaceId, projectId, link.id) };
}
