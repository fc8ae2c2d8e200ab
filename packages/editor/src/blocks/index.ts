import type { AnyExtension } from '@tiptap/core';
import { Attachment } from './attachment';

/**
 * The doc's blocks beyond StarterKit, tables, task lists and images: one file each in this folder
 * (its node or mark, its attributes and its HTML), listed here once. Their Markdown lives on the
 * server (`live/export.ts`, `live/markdown-import.ts`), their views and menus in the web.
 */
export const DOC_BLOCKS: AnyExtension[] = [Attachment];
