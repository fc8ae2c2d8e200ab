import type { Doc } from '@hangar/contracts';
import { docAbilities, parentPathOf, projectAbilities, type Right } from '@hangar/domain';
import { docSubject, projectSubject } from '../shared/authorize';
import type { DocRow } from './docs.repository';

type DocAccess = Parameters<typeof docSubject>[0] & { right: Right };

/** A doc as the API answers it, with the caller's abilities and its content. */
export function presentDoc(doc: DocRow, access: DocAccess, state: Uint8Array | null): Doc {
  const { right } = access;
  return {
    id: doc.id,
    name: doc.name,
    emoji: doc.emoji,
    project_id: doc.projectId,
    is_template: doc.isTemplate,
    is_locked: doc.isLocked,
    is_archived: doc.isArchived,
    share_token: projectAbilities(projectSubject(access)).update ? doc.shareToken : null,
    path: doc.path,
    parent_path: parentPathOf(doc.path),
    current_user_right: right,
    abilities: docAbilities(docSubject(access, doc)),
    content_state: Buffer.from(state ?? new Uint8Array()).toString('base64'),
    updated_at: doc.updatedAt.toISOString(),
  };
}
