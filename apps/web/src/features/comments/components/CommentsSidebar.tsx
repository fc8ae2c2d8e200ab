import { CloseButton, Drawer, em, Group, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@hangar/domain/constants';
import { useDocCommentsContext } from '../comments-context';
import { CommentsPanel } from './CommentsPanel';
import classes from './comments.module.css';

export const COMMENTS_PANEL_ID = 'doc-comments-panel';

/**
 * The comments panel: beside the doc where the page is wide enough (`docked`), else a drawer at
 * the right, which leaves the doc usable beside it; on phones it covers the page.
 */
export function CommentsSidebar({ docked }: { docked: boolean }) {
  const { panelOpened, closePanel } = useDocCommentsContext();
  const phone = useMediaQuery(`(max-width: ${em(BREAKPOINTS.md - 0.02)})`, undefined, {
    getInitialValueInEffect: false,
  });

  if (docked) {
    if (!panelOpened) return null;
    return (
      <aside
        id={COMMENTS_PANEL_ID}
        className={classes.sidebar}
        aria-labelledby="doc-comments-title"
      >
        <Group justify="space-between" wrap="nowrap" className={classes.sidebarHeader}>
          <Title order={2} size="h4" id="doc-comments-title">
            Comments
          </Title>
          <CloseButton aria-label="Close the comments" onClick={closePanel} />
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
      size={phone ? '100%' : 400}
      title="Comments"
      closeButtonProps={{ 'aria-label': 'Close the comments' }}
      // Beside the doc on a tablet: its highlights stay clickable while the drawer is open.
      withOverlay={phone}
      lockScroll={phone}
      trapFocus={phone}
      closeOnClickOutside={phone}
      shadow="xl"
      classNames={{ title: classes.drawerTitle }}
    >
      <CommentsPanel onShowInDoc={phone ? closePanel : undefined} />
    </Drawer>
  );
}
