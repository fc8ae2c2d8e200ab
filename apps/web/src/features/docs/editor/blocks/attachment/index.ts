import { ReactNodeViewRenderer } from '@tiptap/react';
import { AttachmentView } from './AttachmentView';

/** The attachment block's view in the web editor. */
export const attachmentView = ReactNodeViewRenderer(AttachmentView);
