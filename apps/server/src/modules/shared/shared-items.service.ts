import type { Privacy, Right } from '@hangar/domain';

/** Who sees a new group or project, and with what right, unless its creator chose. */
export function accessOfNewItem(input: { privacy?: Privacy; right?: Right }): {
  privacy: Privacy;
  right: Right;
} {
  return { privacy: input.privacy ?? 'OPEN', right: input.right ?? 'VIEW' };
}
