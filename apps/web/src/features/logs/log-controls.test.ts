import { describe, expect, it } from 'vitest';
import { logControls } from './log-controls';

describe('logControls', () => {
  it('gives editors of an active project every control on an active log', () => {
    expect(
      logControls({ current_user_right: 'EDIT', is_archived: false }, { is_archived: false }),
    ).toEqual({
      create: true,
      edit: true,
      archive: true,
      restore: false,
      delete: true,
    });
  });

  it('offers Restore and Delete only on an archived log', () => {
    expect(
      logControls({ current_user_right: 'EDIT', is_archived: false }, { is_archived: true }),
    ).toEqual({
      create: true,
      edit: false,
      archive: false,
      restore: true,
      delete: true,
    });
  });

  it.each(['VIEW', 'INVITE'] as const)('gives nothing to the right %s', (right) => {
    expect(
      Object.values(logControls({ current_user_right: right, is_archived: false })),
    ).not.toContain(true);
  });

  it('keeps an archived project still', () => {
    expect(
      Object.values(logControls({ current_user_right: 'EDIT', is_archived: true })),
    ).not.toContain(true);
  });
});
