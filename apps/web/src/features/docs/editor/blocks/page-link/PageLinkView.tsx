import { pageLinkDocId } from '@hangar/editor/blocks/page-link-id';
import { IconFileOff, IconFileText, IconLock } from '@tabler/icons-react';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useDocLinkTarget } from './page-link-queries';
import classes from './page-link.module.css';

/**
 * A page link in the editor: the target's current title (a rename shows at once), its doc icon,
 * and a click that opens it; "Restricted page" when the reader may not see it (its title never
 * shown), "Deleted page" struck through when it is gone. Before the title is known, and where no
 * one can ask (print), the title saved with the link shows.
 */
export function PageLinkView({ node }: ReactNodeViewProps) {
  const docId = pageLinkDocId(node.attrs.docId);
  const target = useDocLinkTarget(docId).data;
  const navigate = useNavigate();
  const saved =
    typeof node.attrs.title === 'string' && node.attrs.title ? node.attrs.title : 'Page';

  if (docId === null || target?.state === 'deleted') {
    return (
      <NodeViewWrapper as="span" className={classes.link} data-state="deleted" data-page-link="">
        <IconFileOff size={16} aria-hidden="true" className={classes.icon} />
        <s>Deleted page</s>
      </NodeViewWrapper>
    );
  }
  if (target?.state === 'restricted') {
    return (
      <NodeViewWrapper as="span" className={classes.link} data-state="restricted" data-page-link="">
        <IconLock size={16} aria-hidden="true" className={classes.icon} />
        Restricted page
      </NodeViewWrapper>
    );
  }
  const url = target?.url ?? null;
  const open = (event: MouseEvent) => {
    if (!url || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(url);
  };
  return (
    <NodeViewWrapper as="span" className={classes.link} data-state="visible" data-page-link="">
      <a href={url ?? undefined} onClick={open} className={classes.anchor} draggable={false}>
        <IconFileText size={16} aria-hidden="true" className={classes.icon} />
        {target?.emoji ? <span aria-hidden="true">{target.emoji} </span> : null}
        <span className={classes.title}>{target?.title ?? saved}</span>
      </a>
    </NodeViewWrapper>
  );
}
