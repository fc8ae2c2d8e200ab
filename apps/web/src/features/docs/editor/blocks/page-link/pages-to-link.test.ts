import { describe, expect, it } from 'vitest';
import { pagesToLink, type PageToLink } from './pages-to-link';

const page = (id: number, title: string, projectId = 1, archived = false): PageToLink => ({
  id,
  title,
  emoji: null,
  is_archived: archived,
  location: ['Group', `Project ${projectId}`],
  project_id: projectId,
});

describe('the pages the [[ list offers', () => {
  const docs = [
    page(1, 'Release notes', 2),
    page(2, 'Notes on releases'),
    page(3, 'Release plan'),
    page(4, 'Old release notes', 1, true),
    page(5, 'Budget'),
  ];

  it('hold every typed word, the current project first, titles starting with the query first', () => {
    expect(pagesToLink(docs, 'release', 1).map((doc) => doc.id)).toEqual([3, 2, 1]);
    expect(pagesToLink(docs, 'notes rel', 1).map((doc) => doc.id)).toEqual([2, 1]);
  });

  it('leave out archived docs and the doc being edited, and offer all pages for an empty query', () => {
    expect(pagesToLink(docs, '', 1, 5).map((doc) => doc.id)).toEqual([2, 3, 1]);
  });
});
