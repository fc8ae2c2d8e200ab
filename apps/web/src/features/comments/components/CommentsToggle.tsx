import { Badge, Button, Tooltip } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useDocCommentsContext } from '../comments-context';
import { COMMENTS_PANEL_ID } from './CommentsSidebar';

/** The doc bar's button that shows or hides the comments, with the count of open threads. */
export function CommentsToggle() {
  const { panelOpened, togglePanel, openCount, canComment, threads } = useDocCommentsContext();
  // Nothing to read and nothing one could write: no button.
  if (!canComment && threads.length === 0) return null;
  const label = panelOpened ? 'Hide the comments' : 'Show the comments';
  const count = openCount === 1 ? '1 open thread' : `${openCount} open threads`;
  return (
    <Tooltip label={label}>
      <Button
        variant={panelOpened ? 'light' : 'subtle'}
        color={panelOpened ? undefined : 'gray'}
        size="sm"
        px="xs"
        leftSection={<IconMessageCircle size={18} />}
        onClick={togglePanel}
        aria-label={`${label}, ${count}`}
        aria-expanded={panelOpened}
        aria-controls={panelOpened ? COMMENTS_PANEL_ID : undefined}
        data-testid="comments-toggle"
      >
        {openCount > 0 ? (
          <Badge size="sm" circle={openCount < 10} variant="filled" aria-hidden>
            {openCount}
          </Badge>
        ) : null}
      </Button>
    </Tooltip>
  );
}
