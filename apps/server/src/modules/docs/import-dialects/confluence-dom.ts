import { DomUtils, Tokenizer, parseDocument } from 'htmlparser2';

/**
 * The HTML of a Confluence export as htmlparser2's DOM, walked without recursion: an uploaded
 * page may nest elements as deep as it likes, and every walk here keeps its own stack.
 */

export type HtmlDocument = ReturnType<typeof parseDocument>;
export type HtmlNode = HtmlDocument['children'][number];
export type HtmlElement = Parameters<typeof DomUtils.getAttributeValue>[0];
type Parent = HtmlDocument | HtmlElement;

/** Elements deeper than this are not HTML any tool writes; htmlparser2 slows down with depth. */
const MAX_HTML_NESTING = 500;
const VOID_ELEMENTS = new Set(
  'area base br col embed hr img input link meta param source track wbr'.split(' '),
);
/** Elements that an element of the same name opened right after them closes. */
const CLOSED_BY_SIBLING = new Set(['p', 'li', 'tr', 'td', 'th', 'dt', 'dd', 'option']);

/**
 * Whether the HTML nests elements deeper than `limit`, read by htmlparser2's tokenizer in one
 * pass: its parser keeps open elements in a list it shifts, so parsing time grows with depth.
 */
function nestsTooDeep(html: string, limit: number): boolean {
  const open: string[] = [];
  let name = '';
  let tooDeep = false;
  const noop = () => undefined;
  const tokenizer = new Tokenizer(
    { decodeEntities: false },
    {
      onopentagname: (start, end) => {
        name = html.slice(start, end).toLowerCase();
      },
      onopentagend: () => {
        if (VOID_ELEMENTS.has(name)) return;
        if (CLOSED_BY_SIBLING.has(name) && open.at(-1) === name) return;
        open.push(name);
        if (open.length > limit && !tooDeep) {
          tooDeep = true;
          tokenizer.pause();
        }
      },
      onclosetag: (start, end) => {
        const closed = html.slice(start, end).toLowerCase();
        // Closes the nearest open element of its name among the last few, as browsers would.
        for (let at = open.length - 1; at >= Math.max(0, open.length - 8); at -= 1) {
          if (open[at] !== closed) continue;
          open.length = at;
          break;
        }
      },
      onattribdata: noop,
      onattribentity: noop,
      onattribend: noop,
      onattribname: noop,
      oncdata: noop,
      oncomment: noop,
      ondeclaration: noop,
      onend: noop,
      onprocessinginstruction: noop,
      onselfclosingtag: noop,
      ontext: noop,
      ontextentity: noop,
    },
  );
  tokenizer.write(html);
  if (!tooDeep) tokenizer.end();
  return tooDeep;
}

/**
 * The DOM of an export's HTML, or null when it nests deeper than any page does. Confluence writes
 * XHTML: `<p />` is an empty paragraph, not one holding what follows.
 */
export function parseHtml(html: string): HtmlDocument | null {
  const text = html.replace(/^\uFEFF/, '');
  if (nestsTooDeep(text, MAX_HTML_NESTING)) return null;
  return parseDocument(text, { recognizeSelfClosing: true });
}

export const isElement = (node: HtmlNode | HtmlDocument): node is HtmlElement =>
  DomUtils.isTag(node);

export const isText = DomUtils.isText;

/** Elements whose text is never shown. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template']);

export const isHidden = (element: HtmlElement) => HIDDEN.has(element.name);

export function attribute(element: HtmlElement, name: string): string {
  return element.attribs[name] ?? '';
}

export function hasClass(element: HtmlElement, name: string): boolean {
  const value = element.attribs.class;
  return value !== undefined && value.includes(name) && value.split(/\s+/).includes(name);
}

/** The element's child elements, in order. */
export function childElements(element: Parent): HtmlElement[] {
  return element.children.filter(isElement);
}

/** Every element under `root` in document order, without `root`, not inside hidden ones. */
export function* descendants(root: Parent): Generator<HtmlElement> {
  const stack: HtmlNode[] = [...root.children].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!isElement(node) || isHidden(node)) continue;
    yield node;
    for (let index = node.children.length - 1; index >= 0; index -= 1) {
      stack.push(node.children[index]!);
    }
  }
}

export function findFirst(
  root: Parent,
  test: (element: HtmlElement) => boolean,
): HtmlElement | null {
  for (const element of descendants(root)) if (test(element)) return element;
  return null;
}

export const byId = (root: Parent, id: string) =>
  findFirst(root, (element) => attribute(element, 'id') === id);

/** The nearest ancestor of `element` (itself excluded) that passes `test`, or null. */
export function closest(
  element: HtmlElement,
  test: (ancestor: HtmlElement) => boolean,
): HtmlElement | null {
  for (let node = element.parent; node; node = node.parent) {
    if (isElement(node) && test(node)) return node;
  }
  return null;
}

/** The text under some nodes as written (entities decoded), hidden elements left out. */
export function textOf(nodes: readonly HtmlNode[]): string {
  const parts: string[] = [];
  const stack: HtmlNode[] = [...nodes].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (isText(node)) parts.push(node.data);
    else if (isElement(node) && !isHidden(node)) {
      if (node.name === 'br') parts.push('\n');
      for (let index = node.children.length - 1; index >= 0; index -= 1) {
        stack.push(node.children[index]!);
      }
    }
  }
  return parts.join('');
}

/** Text on one line: its runs of white space (line ends included) as one space, trimmed. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
