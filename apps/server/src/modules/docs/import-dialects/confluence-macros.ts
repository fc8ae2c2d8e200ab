import { escapeMarkdown, markdownCodeBlock } from '../../../live/export-safety';
import { SUBPAGES_MARKER, TOC_MARKER, TOGGLE_CLOSE } from '../../../live/markdown-structure';
import {
  CONVERTED_MACROS,
  deeper,
  keptAsText,
  macroName,
  type Depth,
  type PageContext,
} from './confluence-context';
import {
  attribute,
  childElements,
  findFirst,
  hasClass,
  oneLine,
  textOf,
  type HtmlElement,
} from './confluence-dom';
import { inlineContent } from './confluence-inline';
import { escapeLineStarts } from '../../../live/export-safety';
import { inlineMarkdown, quoted } from './confluence-markdown';

/**
 * Confluence's macros as its HTML export renders them, and the Hangar block each becomes: panels
 * (info, tip, note, warning) as callouts, code and noformat as code blocks, expand as a toggle,
 * the table of contents and the children list as theirs; a macro Hangar has no block for keeps
 * its content, and the import's report says so.
 */

/** Confluence's panels, by their class, as GitHub alerts (markdown-structure.ts reads them). */
const PANELS: [string, string, string][] = [
  ['confluence-information-macro-information', 'info', 'NOTE'],
  ['confluence-information-macro-tip', 'tip', 'TIP'],
  ['confluence-information-macro-note', 'note', 'WARNING'],
  ['confluence-information-macro-warning', 'warning', 'CAUTION'],
];

/** Confluence's code brushes under the names Hangar's code blocks know. */
const LANGUAGES: Record<string, string | null> = {
  js: 'javascript',
  py: 'python',
  sh: 'bash',
  shell: 'bash',
  'c#': 'csharp',
  'c++': 'cpp',
  ps: 'powershell',
  text: null,
  plain: null,
  none: null,
};

const bold = (title: string) => (title === '' ? [] : [`**${escapeMarkdown(title)}**`]);
const titleOf = (element: HtmlElement | null) => (element ? oneLine(textOf(element.children)) : '');

function callout(element: HtmlElement, ctx: PageContext, depth: Depth): string[] {
  const panel = PANELS.find(
    ([className, macro]) => hasClass(element, className) || macroName(element) === macro,
  );
  const children = childElements(element);
  const body = children.find((child) => hasClass(child, 'confluence-information-macro-body'));
  const title = titleOf(children.find((child) => hasClass(child, 'title')) ?? null);
  const blocks = ctx.blocks(body ? body.children : element.children, deeper(depth, 1));
  return [quoted([`[!${panel?.[2] ?? 'NOTE'}]`, ...bold(title), ...blocks].join('\n\n'))];
}

/** The language of a code macro's `data-syntaxhighlighter-params` ("brush: java; gutter: false"). */
function language(params: string): string | null {
  const brush = params
    .split(';')
    .map((param) => param.split(':'))
    .find(([key]) => key?.trim().toLowerCase() === 'brush')?.[1]
    ?.trim()
    .toLowerCase();
  if (!brush) return null;
  const known = LANGUAGES[brush];
  return known === undefined ? brush : known;
}

function code(element: HtmlElement, withLanguage: boolean): string[] {
  const pre =
    element.name === 'pre' ? element : findFirst(element, (child) => child.name === 'pre');
  if (!pre) return [];
  const text = textOf(pre.children).replace(/\n$/, '');
  const header = findFirst(element, (child) => hasClass(child, 'codeHeader'));
  const brush = withLanguage ? language(attribute(pre, 'data-syntaxhighlighter-params')) : null;
  return [...bold(titleOf(header)), markdownCodeBlock(text, brush)];
}

function toggle(title: string, blocks: string[]): string[] {
  const summary = `<details><summary>${escapeMarkdown(title || 'Details')}</summary>`;
  return [[summary, ...blocks, TOGGLE_CLOSE].join('\n\n')];
}

function expand(element: HtmlElement, ctx: PageContext, depth: Depth): string[] {
  const title = titleOf(findFirst(element, (child) => hasClass(child, 'expand-control-text')));
  const content = findFirst(element, (child) => hasClass(child, 'expand-content'));
  return toggle(title, content ? ctx.blocks(content.children, deeper(depth, 1)) : []);
}

function details(element: HtmlElement, ctx: PageContext, depth: Depth): string[] {
  const summary = childElements(element).find((child) => child.name === 'summary') ?? null;
  const content = element.children.filter((child) => child !== summary);
  return toggle(titleOf(summary), ctx.blocks(content, deeper(depth, 1)));
}

/** A panel with a title, as a callout: the closest Hangar has to a box around some blocks. */
function panel(element: HtmlElement, ctx: PageContext, depth: Depth): string[] {
  ctx.approximate('The "panel" macro is kept as a callout');
  const header = findFirst(element, (child) => hasClass(child, 'panelHeader'));
  const content = findFirst(element, (child) => hasClass(child, 'panelContent'));
  const blocks = ctx.blocks(content ? content.children : element.children, deeper(depth, 1));
  return [quoted(['[!NOTE]', ...bold(titleOf(header)), ...blocks].join('\n\n'))];
}

/** A macro with no Hangar block, shown as a list of Jira issues...: its text, in one paragraph. */
function asText(element: HtmlElement, macro: string, ctx: PageContext, depth: Depth): string[] {
  ctx.approximate(keptAsText(macro));
  const { items } = inlineContent(element.children, ctx, deeper(depth), { textOnly: true });
  const markdown = inlineMarkdown(items, { breaks: 'hard' });
  return markdown === '' ? [] : [escapeLineStarts(markdown)];
}

/** The blocks a macro's element becomes, or null when the element is no macro. */
export function macroBlocks(element: HtmlElement, ctx: PageContext, depth: Depth): string[] | null {
  const macro = macroName(element);
  const is = (className: string, name: string) => hasClass(element, className) || macro === name;
  if (is('confluence-information-macro', 'info') || PANELS.some(([, name]) => name === macro)) {
    return callout(element, ctx, depth);
  }
  if ((hasClass(element, 'code') && hasClass(element, 'panel')) || macro === 'code') {
    return code(element, true);
  }
  if (hasClass(element, 'syntaxhighlighter-pre')) return code(element, true);
  if (hasClass(element, 'preformatted') || macro === 'noformat') return code(element, false);
  if (is('expand-container', 'expand')) return expand(element, ctx, depth);
  if (element.name === 'details') return details(element, ctx, depth);
  if (is('toc-macro', 'toc')) return [TOC_MARKER];
  if (is('childpages-macro', 'children') || hasClass(element, 'plugin_pagetree')) {
    return [SUBPAGES_MARKER];
  }
  if (hasClass(element, 'panel') || macro === 'panel') return panel(element, ctx, depth);
  if (hasClass(element, 'jira-issues') || hasClass(element, 'jira-issue') || macro === 'jira') {
    return asText(element, 'jira', ctx, depth);
  }
  if (macro !== '' && !CONVERTED_MACROS.has(macro)) {
    ctx.approximate(keptAsText(macro));
    return ctx.blocks(element.children, deeper(depth));
  }
  return null;
}
