import { CloseButton, Drawer, Group, Title } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useDocCommentsContext } from '../comments-context';
import { CommentsPanel } from './CommentsPanel';
import classes from './comments.module.css';

export const COMMENTS_PANEL_ID = 'doc-comments-panel';

/** The doc bar's toggle, where the focus goes back when the panel closes from inside. */
function focusToggle() {
  document.querySelector<HTMLElement>(`[data-testid="comments-toggle"]`)?.focus();
}

/**
 * The comments panel: beside the doc off phones (`docked`), taking its own column so that the
 * doc is never under it; on phones a drawer that covers the page.
 */
export function CommentsSidebar({ docked }: { docked: boolean }) {
  const { panelOpened, closePanel } = useDocCommentsContext();

  if (docked) {
    if (!panelOpened) return null;
    const close = () => {
      const hadFocus = document.getElementById(COMMENTS_PANEL_ID)?.contains(document.activeElement);
      closePanel();
      if (hadFocus) focusToggle();
    };
    // Escape closes it from inside, as it closes a drawer, unless a box there takes it (cancelling
    // a comment, closing the @ list).
    const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.nativeEvent.isComposing) return;
      const target = event.target as HTMLElement;
      if (target.closest('[data-mantine-stop-propagation]')) return;
      event.preventDefault();
      close();
    };
    return (
      <aside
        id={COMMENTS_PANEL_ID}
        className={classes.sidebar}
        aria-labelledby="doc-comments-title"
        onKeyDown={onKeyDown}
      >
        <Group justify="space-between" wrap="nowrap" className={classes.sidebarHeader}>
          <Title order={2} size="h4" id="doc-comments-title">
            Comments
          </Title>
          <CloseButton aria-label="Close the comments" onClick={close} />
        </Group>
        <div className={classes.sidebarBody}>
          <CommentsPanel />
        </div>
      </aside>
    );
  }

  return (
    <Drawer
      id={COMMENTS_PANEL_ID}
      opened={panelOpened}
      onClose={closePanel}
      position="right"
      size="100%"
      title="Comments"
      closeButtonProps={{ 'aria-label': 'Close the comments' }}
      shadow="xl"
      classNames={{ title: classes.drawerTitle }}
    >
      <CommentsPanel onShowInDoc={closePanel} />
    </Drawer>
  );
}
