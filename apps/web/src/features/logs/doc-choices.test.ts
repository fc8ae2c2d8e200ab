import { describe, expect, it } from 'vitest';
import { otherProjectsDocChoices } from './doc-choices';

const item = (
  id: number,
  title: string,
  projectId: number,
  location: string[],
  archived = false,
) => ({
  id,
  title,
  emoji: null,
  is_archived: archived,
  location,
  project_id: projectId,
});

describe('the docs a log can point to', () => {
  it('adds the active docs of other projects, by place then name, never the project itself', () => {
    const list = {
      groups: [],
      projects: [],
      important_docs: [],
      logs: [],
      docs: [
        item(5, 'Wiring', 9, ['Flight', 'Gemini']),
        item(6, 'Antenna', 9, ['Flight', 'Gemini']),
        item(7, 'Old', 9, ['Flight', 'Gemini'], true),
        item(8, 'Own', 3, ['Flight', 'Apollo']),
        item(9, 'Budget', 4, ['Admin', 'Costs']),
      ],
    };
    expect(otherProjectsDocChoices(list, 3)).toEqual([
      { id: 9, name: 'Budget', depth: 0, location: 'Admin / Costs' },
      { id: 6, name: 'Antenna', depth: 0, location: 'Flight / Gemini' },
      { id: 5, name: 'Wiring', depth: 0, location: 'Flight / Gemini' },
    ]);
  });
});
