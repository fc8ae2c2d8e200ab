import type { Right } from '@hangar/domain/roles';
import { describe, expect, it } from 'vitest';
import { logWith, projectWith } from '../../test/abilities';
import { logControls } from './log-controls';

/** The controls of a log, from the abilities the server sends for the project's right and states. */
function controls(right: Right, projectArchived: boolean, log: { is_archived: boolean }) {
  const project = { current_user_right: right, is_archived: projectArchived };
  return logControls(projectWith('MEMBER', right, projectArchived), logWith(project, log));
}

describe('logControls', () => {
  it('gives editors of an active project every control on an active log', () => {
    expect(controls('EDIT', false, { is_archived: false })).toEqual({
      create: true,
      edit: true,
      archive: true,
      restore: false,
      delete: true,
    });
  });

  it('offers Restore and Delete only on an archived log', () => {
    expect(controls('EDIT', false, { is_archived: true })).toEqual({
      create: true,
      edit: false,
      archive: false,
      restore: true,
      delete: true,
    });
  });

  it.each(['VIEW', 'INVITE'] as const)('gives nothing to the right %s', (right) => {
    expect(Object.values(controls(right, false, { is_archived: false }))).not.toContain(true);
  });

  it('keeps an archived project still', () => {
    for (const archived of [false, true]) {
      expect(Object.values(controls('EDIT', true, { is_archived: archived }))).not.toContain(true);
    }
  });

  it('offers only New log without a log', () => {
    expect(logControls(projectWith('MEMBER', 'EDIT'))).toEqual({
      create: true,
      edit: false,
      archive: false,
      restore: false,
      delete: false,
    });
  });
});
