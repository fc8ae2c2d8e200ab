import { routes, type DocContentNode } from '@hangar/contracts';
import { PAGE_LINK_NODE, pageLinkDocId } from '@hangar/editor/blocks/page-link-id';
import * as Y from 'yjs';
import { escapeHtml } from '../mail/layout';
import { escapeMarkdown, markdownDestination } from './export-safety';
import { EDITOR_FIELD } from './plain-text';

/**
 * Page links (issue 39) in the exports and the Markdown import: a link to a doc is written as a
 * link to its address in the app, `[Title](/workspace/1/project/2/doc/3)`, which the import reads
 * back as a page link to the same doc.
 */

/** The app's address of a doc (`routes.doc`): its workspace, project and id. */
const DOC_ADDRESS = /^\/workspace\/([0-9]{1,10})\/project\/([0-9]{1,10})\/doc\/([0-9]{1,10})\/?$/;

/** An export's copy of a doc: each page link gets the address of its doc, as `href`. */
export function withPageLinkAddresses(ydoc: Y.Doc, workspaceId: number): void {
  const pending: (Y.XmlElement | Y.XmlText | Y.XmlHook)[] = ydoc
    .getXmlFragment(EDITOR_FIELD)
    .toArray();
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (!(node instanceof Y.XmlElement)) continue;
    if (node.nodeName !== PAGE_LINK_NODE) {
      pending.push(...node.toArray());
      continue;
    }
    const docId = pageLinkDocId(node.getAttribute('docId'));
    const projectId = pageLinkDocId(node.getAttribute('projectId'));
    if (docId !== null && projectId !== null)
      node.setAttribute('href', routes.doc(workspaceId, projectId, docId));
  }
}

const titleOf = (node: Y.XmlElement) => String(node.getAttribute('title') ?? '') || 'Page';
const hrefOf = (node: Y.XmlElement) => {
  const href = node.getAttribute('href') as unknown;
  return typeof href === 'string' && DOC_ADDRESS.test(href) ? href : null;
};

export function pageLinkMarkdown(node: Y.XmlElement): string {
  const href = hrefOf(node);
  const title = escapeMarkdown(titleOf(node));
  return href ? `[${title}](${markdownDestination(href)})` : title;
}

export function pageLinkHtml(node: Y.XmlElement): string {
  const href = hrefOf(node);
  const title = escapeHtml(titleOf(node));
  return href ? `<a href="${escapeHtml(href)}">${title}</a>` : title;
}

/** The page link a text linking to a doc's address in the app stands for, or null. */
function pageLinkOf(node: DocContentNode, workspaceId: number): DocContentNode | null {
  if (node.type !== 'text' || !node.text) return null;
  const link = node.marks?.find((mark) => mark.type === 'link');
  const match = DOC_ADDRESS.exec(String(link?.attrs?.href ?? ''));
  if (!match) return null;
  const [, workspace, projectId, docId] = match;
  if (Number(workspace) !== workspaceId) return null;
  if (pageLinkDocId(docId) === null || pageLinkDocId(projectId) === null) return null;
  return {
    type: PAGE_LINK_NODE,
    attrs: { docId: docId!, projectId: projectId!, title: node.text },
  };
}

/**
 * An imported content whose links to the addresses of docs of the importer's workspace are page
 * links to them, by id (one to a doc that is no more shows "Deleted page", as its address would
 * have led nowhere); links to another workspace's docs stay links.
 */
export function pageLinksFromAddresses(
  content: DocContentNode,
  workspaceId: number,
): DocContentNode {
  if (!content.content) return content;
  const children = content.content.map(
    (child) => pageLinkOf(child, workspaceId) ?? pageLinksFromAddresses(child, workspaceId),
  );
  return { ...content, content: children };
}
