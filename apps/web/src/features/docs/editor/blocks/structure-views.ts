import type { BlockViews } from '@hangar/editor';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { CalloutView } from './callout/CalloutView';
import './columns/columns.css';
import { SubpagesView } from './subpages/SubpagesView';
import { TableOfContentsView } from './table-of-contents/TableOfContentsView';
import './toggle/toggle.css';

/** The views of the structural blocks (toggles and columns are their HTML, styled). */
export const STRUCTURE_VIEWS: BlockViews = {
  callout: ReactNodeViewRenderer(CalloutView),
  tableOfContents: ReactNodeViewRenderer(TableOfContentsView),
  subpages: ReactNodeViewRenderer(SubpagesView),
};
