import { describe, expect, it } from 'vitest';
import { docContent } from './docs';
import { INVALID_PROJECT_VIEW, projectViewAttrs } from './project-views';

const withView = (attrs: Record<string, string | number | null>) => ({
  type: 'doc',
  content: [{ type: 'projectView', attrs }],
});

describe('a live view of the project in a doc', () => {
  it('takes the three views, a limit of 1 to 20 logs and a range of real days', () => {
    for (const attrs of [
      { view: 'logs', limit: 1, from: null, to: null },
      { view: 'logs', limit: 20, from: null, to: null },
      { view: 'links', limit: 5, from: null, to: null },
      { view: 'planning', limit: 5, from: '2026-12-01', to: '2026-12-01' },
      { view: 'planning', limit: 5, from: null, to: '2027-01-31' },
    ]) {
      expect(docContent.safeParse(withView(attrs)).success, JSON.stringify(attrs)).toBe(true);
    }
    expect(projectViewAttrs.parse({ view: 'logs' })).toEqual({
      view: 'logs',
      limit: 5,
      from: null,
      to: null,
    });
  });

  it('refuses an unknown view, a limit past 20, a wrong date or a range ending before it starts', () => {
    const refusals: Record<string, string | number>[] = [
      {},
      { view: 'calendar' },
      { view: 'logs', limit: 21 },
      { view: 'logs', limit: 0 },
      { view: 'logs', limit: 2.5 },
      { view: 'planning', from: '2026-13-01' },
      { view: 'planning', from: '2026-02-30' },
      { view: 'planning', from: 'tomorrow' },
      { view: 'planning', from: '2026-12-31', to: '2026-12-01' },
    ];
    for (const attrs of refusals) {
      const result = docContent.safeParse(withView(attrs));
      expect(result.success, JSON.stringify(attrs)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(INVALID_PROJECT_VIEW);
    }
  });
});
