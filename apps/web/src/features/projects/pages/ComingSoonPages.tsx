import { IconCalendarEvent, IconPaperclip } from '@tabler/icons-react';
import { EmptyState } from '../../../ui/EmptyState';

/** /planning until the planning view exists. */
export function PlanningComingSoonPage() {
  return (
    <EmptyState icon={<IconCalendarEvent size={26} stroke={1.6} />} title="Planning is coming soon">
      Milestones and their dates on a timeline, shared by the whole team.
    </EmptyState>
  );
}

/** /important-docs until important documents and links exist. */
export function ImportantDocsComingSoonPage() {
  return (
    <EmptyState
      icon={<IconPaperclip size={26} stroke={1.6} />}
      title="Important documents are coming soon"
    >
      The links and docs the team needs at hand, grouped and always one click away.
    </EmptyState>
  );
}
