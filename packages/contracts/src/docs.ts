import { DROP_AREAS, EMBED_SITES_MESSAGE, MAX_FULLNAME_LENGTH, embedFrame } from '@hangar/domain';
import { z } from 'zod';
import { docAbilitiesSchema } from './abilities';
import { DOC_FILE_URL } from './doc-files';
import { requiredString, textField, timestamp } from './fields';
import { idField } from './http';
import { rightSchema } from './groups';
import { INVALID_PROJECT_VIEW, projectViewAttrs } from './project-views';
import {
  docMark,
  MAX_RICH_TEXT_DEPTH,
  RICH_TEXT_NODES,
  RICH_TEXT_TOO_DEEP,
  richTextDepth,
  richTextNodeOf,
  type RichTextNodeOf,
} from './rich-text';

/** A path of doc ids from the root, joined by dots ('' is the project's root). */
export const docPath = z.string().regex(/^(\d+(\.\d+)*)?$/, 'Invalid path');

/** What the caller may do with a page from the tree: of its doc's `abilities`, those the tree uses. */
const docNodeAbilities = docAbilitiesSchema.pick({ move: true });

/**
 * One node of the server's tree, compact (docs/api.md "The docs tree"): a node's parent is the
 * node it sits in, so it is not repeated; `emoji` and the flags are there only when set. The
 * required keys come first, as the compiled serializer writes them.
 */
export interface DocNode {
  item_id: number;
  /** The parent's path, a dot, then `item_id` (a top-level node's parent may be absent). */
  path: string;
  name: string;
  children: DocNode[];
  emoji?: string;
  is_template?: true;
  is_locked?: true;
  is_archived?: true;
  /** While the doc's public link is on. */
  shared?: true;
  /** The caller's, in a project's tree (its `GET` and the move's answer); not in a share link's. */
  abilities?: z.infer<typeof docNodeAbilities>;
}

const setFlag = z.literal(true).optional();

export const docNode: z.ZodType<DocNode> = z.lazy(() =>
  z.object({
    item_id: z.number().int(),
    path: docPath,
    name: z.string(),
    children: z.array(docNode),
    emoji: z.string().optional(),
    is_template: setFlag,
    is_locked: setFlag,
    is_archived: setFlag,
    shared: setFlag,
    abilities: docNodeAbilities.optional(),
  }),
);
export const docTree = z.array(docNode);

export const docsQuery = z.object({ only: z.enum(['active', 'archived']).default('active') });

/** GET /projects/{projectId}/docs/{docId} */
export const doc = z.object({
  id: z.number().int(),
  name: z.string(),
  emoji: z.string().nullable(),
  project_id: z.number().int(),
  is_template: z.boolean(),
  is_locked: z.boolean(),
  is_archived: z.boolean(),
  /** Editors only; null otherwise and while the public link is off. */
  share_token: z.string().nullable(),
  path: docPath,
  parent_path: docPath,
  current_user_right: rightSchema,
  abilities: docAbilitiesSchema,
  /** The saved content as a Yjs update (base64), so the page never shows blank without a socket. */
  content_state: z.string(),
  updated_at: timestamp,
});
export type Doc = z.infer<typeof doc>;

/** The longest name a doc takes (creating and renaming it). */
export const MAX_DOC_NAME_LENGTH = 200;
const docName = textField().max(MAX_DOC_NAME_LENGTH);

/** The nodes of a doc's content: those of rich text, and the doc editor's tables and images. */
export const DOC_CONTENT_NODES = [
  ...RICH_TEXT_NODES,
  'table',
  'tableRow',
  'tableHeader',
  'tableCell',
  'image',
  'callout',
  'details',
  'detailsSummary',
  'detailsContent',
  'columns',
  'column',
  'tableOfContents',
  'subpages',
  'projectView',
  /** Math (issue 39): attr `latex`, inline in text or a block of its own. */
  'inlineMath',
  'blockMath',
  /** An embedded page of an allowed site (packages/domain embeds.ts): attrs `url`, `provider`. */
  'embed',
  'pageLink',
  'attachment',
] as const;
export type DocContentNode = RichTextNodeOf<(typeof DOC_CONTENT_NODES)[number]>;

/** Where a doc's image may come from: the web, or the app's own uploads (as the exports say). */
export const SAFE_IMAGE_SOURCE = /^(https?:\/\/|\/media\/)/i;
export const UNSAFE_IMAGE_SOURCE = 'An image must come from an http(s) address or from /media/';

/** Whether `test` holds for every node of a content, checked without recursion. */
function everyNode(root: DocContentNode, test: (node: DocContentNode) => boolean): boolean {
  const pending = [root];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (!test(node)) return false;
    pending.push(...(node.content ?? []));
  }
  return true;
}

const imagesAreSafe = (root: DocContentNode) =>
  everyNode(
    root,
    (node) => node.type !== 'image' || SAFE_IMAGE_SOURCE.test(String(node.attrs?.src ?? '')),
  );

/** Every live view of the project names a known view, with a limit and dates it takes. */
const projectViewsAreValid = (root: DocContentNode) =>
  everyNode(
    root,
    (node) => node.type !== 'projectView' || projectViewAttrs.safeParse(node.attrs ?? {}).success,
  );

/** Every embed links to an allowed site. */
const embedsAreAllowed = (root: DocContentNode) =>
  everyNode(root, (node) => node.type !== 'embed' || embedFrame(node.attrs?.url) !== null);

export const UNSAFE_FILE_SOURCE =
  'A file must be one of the project files: /api/projects/{id}/files/';

/** Every attached file is one of the app's doc files. */
const filesAreOurs = (root: DocContentNode) =>
  everyNode(
    root,
    (node) => node.type !== 'attachment' || DOC_FILE_URL.test(String(node.attrs?.url ?? '')),
  );

/**
 * A doc's content as the editor stores it (ProseMirror JSON, the nodes and marks of rich text,
 * text colours and highlights of the palette, tables and images): a whole document, its depth
 * checked before the recursive schema runs, its images from the web or /media/. Its size is
 * bounded by the request's; the server then checks its structure against the editor's schema.
 */
export const docContent = z
  .custom<DocContentNode>(
    (value) => richTextDepth(value) <= MAX_RICH_TEXT_DEPTH,
    RICH_TEXT_TOO_DEEP,
  )
  .pipe(richTextNodeOf(DOC_CONTENT_NODES, docMark))
  .refine((node) => node.type === 'doc', 'The content must be a whole document (type "doc")')
  .refine(imagesAreSafe, UNSAFE_IMAGE_SOURCE)
  .refine(projectViewsAreValid, INVALID_PROJECT_VIEW)
  .refine(embedsAreAllowed, EMBED_SITES_MESSAGE)
  .refine(filesAreOurs, UNSAFE_FILE_SOURCE);

/** POST /projects/{projectId}/docs: a new doc, untitled and empty unless named and filled. */
export const createDocInput = z.object({
  parent_path: docPath.default(''),
  name: docName.optional(),
  content: docContent.optional(),
});
export type CreateDocInput = z.input<typeof createDocInput>;

/** PUT /projects/{projectId}/docs/{docId}: one or more of these. */
export const updateDocInput = z
  .object({
    name: docName.optional(),
    emoji: textField().min(1).max(16).nullable().optional(),
    is_template: z.boolean().optional(),
    is_locked: z.boolean().optional(),
  })
  .strict()
  .refine((input) => Object.keys(input).length > 0, 'Nothing to change');
export type UpdateDocInput = z.input<typeof updateDocInput>;

/** PUT /projects/{projectId}/docs/move */
export const moveDocInput = z.object({
  from_path: docPath.refine((path) => path !== '', 'Invalid path'),
  to_path: docPath.refine((path) => path !== '', 'Invalid path'),
  area: z.enum(DROP_AREAS),
});
export type MoveDocInput = z.input<typeof moveDocInput>;

/** POST /projects/{projectId}/docs/{docId}/duplicate */
export const duplicateDocInput = z.object({
  name: requiredString().max(MAX_FULLNAME_LENGTH * 2),
  target_project_id: idField.optional(),
});
export type DuplicateDocInput = z.input<typeof duplicateDocInput>;

/** GET /docs/templates: the workspace's templates, grouped by project. */
export const templateGroups = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    templates: z.array(
      z.object({ id: z.number().int(), name: z.string(), emoji: z.string().nullable() }),
    ),
  }),
);

/** DELETE /projects/{projectId}/docs/{docId} */
/** A doc's deletion: how many docs went to the trash with it, and the entry its "Undo" restores. */
export const deleteDocResponse = z.object({
  success: z.boolean(),
  removed: z.number().int(),
  trash_id: z.number().int(),
});

export const UNTITLED_DOC = 'Untitled document';
export const CANT_CREATE_MORE_DOCS =
  'You have reached the maximum number of documents you can add to your workspace with a free plan. You need to upgrade your subscription plan to add more documents.';

/** The live-editing websocket of a doc. */
export const liveDocPath = (docId: number | string) => `/ws/docs/${docId}/live`;
/** The Hocuspocus document name of a doc; the server checks it matches the URL. */
export const liveDocName = (docId: number | string) => `doc:${docId}`;

/**
 * What the live server tells a doc's editors over the websocket (Hocuspocus stateless messages,
 * JSON): `saved` carries the Yjs snapshot (base64) of what the database now holds, sent at each
 * save and when a connection opens; `save-failed` says a save failed and is retried.
 */
export const liveDocMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('saved'), snapshot: z.string() }),
  z.object({ type: z.literal('save-failed'), retry_in_ms: z.number().int().nonnegative() }),
]);
export type LiveDocMessage = z.infer<typeof liveDocMessage>;
