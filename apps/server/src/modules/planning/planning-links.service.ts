import type { Planning, ValidationIssue } from '@hangar/contracts';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { planningTargetsOf } from './planning.repository';

const MISSING = { doc: 'This document does not exist', log: 'This log does not exist' } as const;

type Link = Planning['phases'][number]['links'][number];
const keyOf = (link: Link) => `${link.type}:${link.id}`;

/**
 * The planning to store: its links point to docs and logs of this project. A new link to
 * anything else (one in the trash too) is refused; a link saved before whose doc or log is gone
 * since is dropped, but kept while it is in the trash, to work again once it is restored.
 */
export async function checkedPlanning(
  db: Database,
  project: { id: number; planning: Planning | null },
  planning: Planning,
): Promise<Planning> {
  const targets = await planningTargetsOf(db, project.id);
  const stored = new Set(
    [...(project.planning?.phases ?? []), ...(project.planning?.milestones ?? [])].flatMap((item) =>
      item.links.map(keyOf),
    ),
  );
  const issues: ValidationIssue[] = [];
  const kept = (links: Link[], path: (string | number)[]) =>
    links.filter((link, index) => {
      const { inUse, inTrash } = targets[link.type];
      if (inUse.has(link.id)) return true;
      const wasStored = stored.has(keyOf(link));
      if (!wasStored) {
        issues.push({
          loc: ['body', 'planning', ...path, 'links', index, 'id'],
          msg: MISSING[link.type],
        });
      }
      return wasStored && inTrash.has(link.id);
    });
  const checked: Planning = {
    phases: planning.phases.map((phase, index) => ({
      ...phase,
      links: kept(phase.links, ['phases', index]),
    })),
    milestones: planning.milestones.map((milestone, index) => ({
      ...milestone,
      links: kept(milestone.links, ['milestones', index]),
    })),
  };
  if (issues.length > 0) throw HttpError.validation(issues);
  return checked;
}
