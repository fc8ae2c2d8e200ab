import { DEFAULT_VIEW_LOGS, type ProjectViewKind } from '@hangar/contracts/project-views';
import { IconCalendarEvent, IconLink, IconNotebook } from '@tabler/icons-react';
import type { SlashCommand } from './slash-command';

const insertView =
  (view: ProjectViewKind): SlashCommand['run'] =>
  (chain) =>
    chain
      .insertContent({
        type: 'projectView',
        attrs: { view, limit: DEFAULT_VIEW_LOGS, from: null, to: null },
      })
      .run();

/** Live views of the doc's own project (docs/docs.md "Live views of the project"). */
export const SLASH_VIEWS: SlashCommand[] = [
  {
    id: 'view-logs',
    title: 'Latest logs',
    description: 'The project’s newest logs, live',
    icon: IconNotebook,
    keywords: ['logs', 'activity', 'journal', 'view', 'live'],
    run: insertView('logs'),
  },
  {
    id: 'view-links',
    title: 'Important links',
    description: 'The project’s important docs and links, live',
    icon: IconLink,
    keywords: ['links', 'documents', 'bookmarks', 'view', 'live'],
    run: insertView('links'),
  },
  {
    id: 'view-planning',
    title: 'Planning timeline',
    description: 'Phases and milestones of the next 30 days, live',
    icon: IconCalendarEvent,
    keywords: ['planning', 'timeline', 'roadmap', 'calendar', 'view', 'live'],
    run: insertView('planning'),
  },
];
