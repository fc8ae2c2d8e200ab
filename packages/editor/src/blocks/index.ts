import type { AnyExtension } from '@tiptap/core';
import { Callout } from './callout';
import { COLUMNS_NODES } from './columns';
import { LeaveBlockOnEnter } from './leave-block';
import { Subpages } from './subpages';
import { TableOfContents } from './table-of-contents';
import { TOGGLE_NODES } from './toggle';
import { PaletteHighlight } from './highlight';
import { TEXT_COLOR_MARKS } from './text-color';
import { ProjectView } from './project-view';
import { Embed } from './embed';
import { BlockMath, InlineMath } from './math';
import { PageLink } from './page-link';
import { Attachment } from './attachment';

/**
 * The doc's blocks beyond StarterKit, tables, task lists and images: one file each in this folder
 * (its node or mark, its attributes and its HTML), listed here once. Their Markdown lives on the
 * server (`live/export.ts`, `live/markdown-import.ts`), their views and menus in the web.
 */
export const DOC_BLOCKS: AnyExtension[] = [
  Callout,
  ...TOGGLE_NODES,
  ...COLUMNS_NODES,
  TableOfContents,
  Subpages,
  LeaveBlockOnEnter,
  ...TEXT_COLOR_MARKS,
  PaletteHighlight,
  ProjectView,
  InlineMath,
  BlockMath,
  Embed,
  PageLink,
  Attachment,
];
