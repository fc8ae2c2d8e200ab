import type { Doc } from '@hangar/contracts/docs';

export type DocActionKey =
  'duplicate' | 'template' | 'share' | 'export' | 'archive' | 'restore' | 'lock' | 'delete';

export interface DocAction {
  key: DocActionKey;
  label: string;
}

/**
 * The doc action menu's entries, in order (SPEC.md section 2 "Doc action menu"): Duplicate,
 * Save as template (or Remove from templates), Share, Export, Archive or Restore, Lock or Unlock
 * (members), Delete (members). Only those the doc's abilities allow; none where its menu is
 * hidden.
 */
export function docActions(doc: Pick<Doc, 'abilities' | 'is_template' | 'is_locked'>): DocAction[] {
  const { abilities } = doc;
  if (!abilities.menu) return [];
  const all: Array<DocAction & { allowed: boolean }> = [
    { key: 'duplicate', label: 'Duplicate', allowed: abilities.duplicate },
    {
      key: 'template',
      label: doc.is_template ? 'Remove from templates' : 'Save as template',
      allowed: abilities.template,
    },
    { key: 'share', label: 'Share', allowed: abilities.share },
    { key: 'export', label: 'Export', allowed: abilities.export },
    { key: 'archive', label: 'Archive', allowed: abilities.archive },
    { key: 'restore', label: 'Restore', allowed: abilities.restore },
    { key: 'lock', label: doc.is_locked ? 'Unlock' : 'Lock', allowed: abilities.lock },
    { key: 'delete', label: 'Delete', allowed: abilities.delete },
  ];
  return all.filter((action) => action.allowed).map(({ key, label }) => ({ key, label }));
}
