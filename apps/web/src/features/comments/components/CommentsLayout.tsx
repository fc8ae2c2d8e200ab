import { em } from '@mantine/core';
import { useElementSize, useMediaQuery, useMergedRef } from '@mantine/hooks';
import { BREAKPOINTS } from '@hangar/domain/constants';
import { useEffect, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { docsPanelAside } from '../../docs/tree/docs-panel-aside';
import { DocCommentsContext } from '../comments-context';
import type { DocComments } from '../use-doc-comments';
import { CommentsSidebar } from './CommentsSidebar';
import classes from './comments.module.css';

/**
 * The doc's reading width beside the comments panel: about 75 characters of its text. At 1280 px
 * with the main menu and the docs tree open, the doc kept 316 px beside the panel.
 */
const DOC_READING_WIDTH_PX = 600;

/** The docked panel: full width, and the slimmest it gets to leave the doc its reading width. */
const COMMENTS_PANEL_WIDTH_PX = { full: 340, slim: 260 } as const;

/** The panel's width and the doc's reading width, for comments.module.css. */
const LAYOUT_VARIABLES = {
  '--doc-reading-width': `${DOC_READING_WIDTH_PX}px`,
  '--comments-panel-full': `${COMMENTS_PANEL_WIDTH_PX.full}px`,
  '--comments-panel-slim': `${COMMENTS_PANEL_WIDTH_PX.slim}px`,
} as CSSProperties;

/**
 * Whether the doc, in a column `width` wide, keeps its reading width beside the slimmest panel and
 * the `gap` between them (892 px of column with the 32 px gap).
 */
export function roomForComments(width: number, gap: number): boolean {
  return width - gap - COMMENTS_PANEL_WIDTH_PX.slim >= DOC_READING_WIDTH_PX;
}

/**
 * While the docked panel is open, the project's docs tree stands aside whenever the doc would keep
 * less than its reading width, until the panel closes, unless the user shows or hides the tree
 * meanwhile: their choice wins (docs/decisions.md "The docs tree gives way to the comments"). The
 * column is measured when the panel opens and each time it narrows (`width`), so a window widened
 * from a phone's, whose main menu docks after, gives the same layout as one opened there.
 */
function useDocsTreeGivesWay(
  layout: RefObject<HTMLDivElement | null>,
  shown: boolean,
  width: number,
) {
  // The user's toggles of the tree when the panel opened: a toggle since ends the asking.
  const togglesAtOpening = useRef<number | null>(null);
  useEffect(() => {
    if (!shown) return;
    togglesAtOpening.current = docsPanelAside.userToggles();
    return () => {
      togglesAtOpening.current = null;
      docsPanelAside.giveBack();
    };
  }, [shown]);
  useEffect(() => {
    const node = layout.current;
    if (!shown || !node || width === 0) return;
    if (togglesAtOpening.current !== docsPanelAside.userToggles()) return;
    const gap = Number.parseFloat(getComputedStyle(node).columnGap) || 0;
    if (!roomForComments(node.clientWidth, gap)) docsPanelAside.ask();
  }, [layout, shown, width]);
}

/**
 * A doc with its comments. Off phones the panel always sits beside the doc, which narrows and
 * reflows: it never covers the text under discussion (Notion, Google Docs and Outline do the
 * same). The panel gets slimmer, down to 260 px, before the doc gets narrower than its reading
 * width, and the docs tree steps aside when even that is not enough. On phones it is a drawer over
 * the page. The doc's own controls (its bar's toggle, the editor) read the comments from the
 * context it provides.
 */
export function CommentsLayout({
  comments,
  children,
}: {
  comments: DocComments;
  children: ReactNode;
}) {
  const { ref: sizeRef, width } = useElementSize();
  const layout = useRef<HTMLDivElement>(null);
  const ref = useMergedRef(sizeRef, layout);
  const phone = useMediaQuery(`(max-width: ${em(BREAKPOINTS.md - 0.02)})`, undefined, {
    getInitialValueInEffect: false,
  });
  const docked = !phone;
  useDocsTreeGivesWay(layout, docked && comments.panelOpened, width);
  return (
    <DocCommentsContext.Provider value={comments}>
      <div ref={ref} className={classes.layout} style={LAYOUT_VARIABLES}>
        {children}
        {width > 0 ? <CommentsSidebar docked={docked} /> : null}
      </div>
    </DocCommentsContext.Provider>
  );
}
