import type { Privacy, Right } from '@hangar/domain';
import type { MemberContext } from '../workspaces/workspaces.access';

/** Who sees a new group or project, and with what right, unless its creator chose. */
export function accessOfNewItem(input: { privacy?: Privacy; right?: Right }): {
  privacy: Privacy;
  right: Right;
} {
  return { privacy: input.privacy ?? 'OPEN', right: input.right ?? 'VIEW' };
}

/** A call about one item by a member of its workspace, e.g. { caller, groupId }. */
export type CallAbout<IdKey extends string> = { caller: MemberContext } & Record<IdKey, number>;
