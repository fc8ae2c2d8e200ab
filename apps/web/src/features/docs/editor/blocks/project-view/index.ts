import { ReactNodeViewRenderer } from '@tiptap/react';
import { ProjectViewBlock } from './ProjectViewBlock';

/** The `projectView` block's view in the doc editor. */
export const projectViewNodeView = ReactNodeViewRenderer(ProjectViewBlock);
