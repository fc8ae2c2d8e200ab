import { describe, expect, it } from 'vitest';
import { runSlashQuery } from './test-editor';
import { filterSlashCommands, SLASH_COMMANDS, slashMenuStaysOpen } from './slash-commands';

const titles = (query: string) => filterSlashCommands(query).map((command) => command.title);

describe('filterSlashCommands', () => {
  it('finds a block by its title or by a keyword', () => {
    expect(titles('tab')).toEqual(['Table', 'Table of contents']);
    expect(titles('todo')).toEqual(['Task list']);
    expect(titles('h2')).toEqual(['Heading 2']);
    expect(titles('hr')).toEqual(['Divider']);
    expect(titles('  QUOTE ')).toEqual(['Quote']);
  });

  it('lists every block for an empty query and none for an unknown word', () => {
    expect(filterSlashCommands('')).toEqual(SLASH_COMMANDS);
    expect(filterSlashCommands('   ')).toEqual(SLASH_COMMANDS);
    expect(filterSlashCommands('zebra')).toEqual([]);
  });

  it('matches a query of several words, each a part of the title or a keyword', () => {
    expect(titles('heading 2')).toEqual(['Heading 2']);
    expect(titles('Heading 3 ')).toEqual(['Heading 3']);
    expect(titles('bullet list')).toEqual(['Bulleted list']);
    expect(titles('task list')).toEqual(['Task list']);
    expect(titles('numbered  list')).toEqual(['Numbered list']);
    expect(titles('heading 4')).toEqual([]);
    expect(titles('list zebra')).toEqual([]);
  });

  it('puts the titles that start with the query first, then those whose words do', () => {
    expect(titles('list')).toEqual(['Bulleted list', 'Numbered list', 'Task list']);
    expect(titles('ta')).toEqual(['Task list', 'Table', 'Table of contents', 'Important links']);
    expect(titles('block')).toEqual(['Code block', 'Quote']);
    expect(titles('t')[0]).toBe('Text');
    expect(titles('ist')).toEqual(['Bulleted list', 'Numbered list', 'Task list']);
  });

  it('finds the technical blocks by their names and what they hold', () => {
    expect(titles('diagram')).toEqual(['Mermaid diagram']);
    expect(titles('latex')).toEqual(['Math formula', 'Inline formula']);
    expect(titles('youtube')).toEqual(['Embed']);
  });
});

describe('slashMenuStaysOpen', () => {
  // Across spaces while the words find blocks; on one word that finds nothing, to show that
  // nothing matches.
  it.each(['', 'heading', 'heading ', 'heading 2', 'bullet list', 'zebra', 'heading 9'])(
    'stays open for %j',
    (query) => {
      expect(slashMenuStaysOpen(query)).toBe(true);
    },
  );

  // On a space after words that found nothing (and for good after it), right after the slash,
  // or two spaces in a row.
  it.each([
    'zebra ',
    'zebra crossing',
    'heading 9 ',
    'heading 9 is next',
    ' ',
    '   ',
    ' heading',
    'heading  ',
    'heading  2',
  ])('closes for %j', (query) => {
    expect(slashMenuStaysOpen(query)).toBe(false);
  });
});

describe('runSlashCommand', () => {
  /** Types "/query" in an empty doc, then runs the first command the query finds. */
  const runQuery = (query: string) => runSlashQuery(query).getHTML();

  it('replaces the typed "/query" with the block', () => {
    expect(runQuery('table')).toMatch(/^<table[\s\S]*<th/);
    expect(runQuery('todo')).toContain('<ul data-type="taskList">');
    expect(runQuery('h2')).toMatch(/^<h2><\/h2>/);
    expect(runQuery('quote')).toMatch(/^<blockquote><p><\/p><\/blockquote>/);
    expect(runQuery('code')).toMatch(/^<pre><code><\/code><\/pre>/);
    expect(runQuery('divider')).toContain('<hr>');
    expect(runQuery('ol')).toMatch(/^<ol><li><p><\/p><\/li><\/ol>/);
    expect(runQuery('heading 2')).toMatch(/^<h2><\/h2>/);
    expect(runQuery('bullet list')).toMatch(/^<ul><li><p><\/p><\/li><\/ul>/);
  });
});
