import { ReactNodeViewRenderer } from '@tiptap/react';
import { AttachmentView } from './AttachmentView';

/** Clicks on the card's buttons and players are theirs, not a selection of the block. */
const CONTROLS = 'button, iframe, audio, video';

/** The attachment block's view in the web editor. */
export const attachmentView = ReactNodeViewRenderer(AttachmentView, {
  stopEvent: ({ event }) =>
    event.target instanceof Element && event.target.closest(CONTROLS) !== null,
});
