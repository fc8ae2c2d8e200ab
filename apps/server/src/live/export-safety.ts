/**
 * What both exports of a doc (HTML and Markdown) let through: the same link and image rules, and
 * Markdown text escaped so that, rendered, it shows as typed and never as HTML.
 */

/** A link target both exports keep: web and mail addresses, the app's own paths. */
export function safeLinkTarget(value: unknown): string | null {
  return typeof value === 'string' && /^(https?:\/\/|mailto:|\/)/i.test(value) ? value : null;
}

/** An image source both exports keep: web addresses and the app's own media. */
export function safeImageSource(value: unknown): string | null {
  return typeof value === 'string' && /^(https?:\/\/|\/media\/)/i.test(value) ? value : null;
}

/**
 * Markdown text that renders as itself: its syntax, raw HTML (`<`, `&`) and math's dollars
 * backslash-escaped, and `=` and `+` in runs of two or more (`==` opens a highlight, `++` an
 * underline).
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/([\\*_`[\]#<>&~|$])/g, '\\$1')
    .replace(/={2,}/g, (run) => '\\='.repeat(run.length))
    .replace(/\+{2,}/g, (run) => '\\+'.repeat(run.length));
}

/** A link destination that cannot end early or open HTML: its delimiters percent-encoded. */
export function markdownDestination(url: string): string {
  return url.replace(
    /[\s()<>\\]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

function longestBacktickRun(text: string): number {
  return Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
}

/** Inline code whose backticks cannot close it early. */
export function markdownCodeSpan(text: string): string {
  const fence = '`'.repeat(longestBacktickRun(text) + 1);
  const padding = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${padding}${text}${padding}${fence}`;
}

/** A fenced code block whose content cannot close it early, its language on the first fence. */
export function markdownCodeBlock(text: string, language: unknown = null): string {
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(text) + 1));
  const info = typeof language === 'string' && /^[\w#+.-]{1,50}$/.test(language) ? language : '';
  return `${fence}${info}\n${text}\n${fence}`;
}

/**
 * A paragraph's lines that Markdown would read as the start of another block (a list item, a
 * rule, a heading's underline) backslash-escaped, so that an import reads them back as text.
 */
export function escapeLineStarts(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      line
        .replace(/^( *)(-+|=+)([ \t]*)$/, '$1\\$2$3')
        .replace(/^( *)([-+])(?=[ \t]|$)/, '$1\\$2')
        .replace(/^( *)(\d{1,9})([.)])(?=[ \t]|$)/, '$1$2\\$3'),
    )
    .join('\n');
}
