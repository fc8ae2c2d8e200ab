import type { Doc } from '@hangar/contracts/docs';
import type { DocControls } from '../doc-controls';

export type DocActionKey =
  'duplicate' | 'template' | 'share' | 'export' | 'archive' | 'restore' | 'lock' | 'delete';

export interface DocAction {
  key: DocActionKey;
  label: string;
}

/**
 * The doc action menu's entries, in order (SPEC.md section 2 "Doc action menu"): Duplicate,
 * Save as template (or Remove from templates), Share, Export, Archive or Restore, Lock or Unlock
 * (members), Delete (members). Only those the controls allow.
 */
export function docActions(
  controls: DocControls,
  doc: Pick<Doc, 'is_template' | 'is_locked'>,
): DocAction[] {
  const all: Array<DocAction & { allowed: boolean }> = [
    { key: 'duplicate', label: 'Duplicate', allowed: controls.duplicate },
    {
      key: 'template',
      label: doc.is_template ? 'Remove from templates' : 'Save as template',
      allowed: controls.template,
    },
    { key: 'share', label: 'Share', allowed: controls.share },
    { key: 'export', label: 'Export', allowed: controls.export },
    { key: 'archive', label: 'Archive', allowed: controls.archive },
    { key: 'restore', label: 'Restore', allowed: controls.restore },
    { key: 'lock', label: doc.is_locked ? 'Unlock' : 'Lock', allowed: controls.lock },
    { key: 'delete', label: 'Delete', allowed: controls.delete },
  ];
  return all.filter((action) => action.allowed).map(({ key, label }) => ({ key, label }));
}
