// The docs bench:editor opens: editor JSON built from sections of every kind of block.

export interface JsonNode {
  type: string;
  attrs?: Record<string, string | number | boolean | null>;
  content?: JsonNode[];
  text?: string;
}

const VOCABULARY =
  'valve checklist ascent telemetry runway hangar manifest payload thruster gimbal apogee cargo ' +
  'crew briefing window abort nominal ignition stage separation orbit docking hatch pressure';
const WORDS = VOCABULARY.split(' ');

let next = 0;
function sentence(words: number): string {
  const picked: string[] = [];
  for (let index = 0; index < words; index++) picked.push(WORDS[next++ % WORDS.length] ?? 'word');
  return `${picked.join(' ')}.`;
}

const text = (value: string): JsonNode => ({ type: 'text', text: value });
const paragraph = (words: number): JsonNode => ({
  type: 'paragraph',
  content: [text(sentence(words))],
});
const item = (type: 'listItem' | 'taskItem', words: number): JsonNode => ({
  type,
  ...(type === 'taskItem' ? { attrs: { checked: false } } : {}),
  content: [paragraph(words)],
});
const cell = (type: 'tableHeader' | 'tableCell', words: number): JsonNode => ({
  type,
  content: [paragraph(words)],
});

/** One section of about 200 words: a heading and one block of each kind. */
function section(index: number): JsonNode[] {
  return [
    { type: 'heading', attrs: { level: 2 }, content: [text(`Section ${index + 1}`)] },
    paragraph(40),
    { type: 'bulletList', content: [item('listItem', 8), item('listItem', 8)] },
    { type: 'taskList', content: [item('taskItem', 6), item('taskItem', 6)] },
    {
      type: 'table',
      content: [
        { type: 'tableRow', content: [cell('tableHeader', 2), cell('tableHeader', 2)] },
        { type: 'tableRow', content: [cell('tableCell', 6), cell('tableCell', 6)] },
      ],
    },
    { type: 'codeBlock', attrs: { language: 'ts' }, content: [text(`const stage = ${index};`)] },
    { type: 'blockquote', content: [paragraph(20)] },
    {
      type: 'callout',
      attrs: { kind: 'info', emoji: 'ℹ️' },
      content: [paragraph(20)],
    },
    {
      type: 'details',
      content: [
        { type: 'detailsSummary', content: [text('More details')] },
        { type: 'detailsContent', content: [paragraph(20)] },
      ],
    },
    {
      type: 'paragraph',
      content: [text(sentence(10)), { type: 'inlineMath', attrs: { latex: 'E = mc^2' } }],
    },
    paragraph(40),
  ];
}

function wordsOf(node: JsonNode): number {
  const own = node.text ? node.text.split(/\s+/).filter(Boolean).length : 0;
  return own + (node.content ?? []).reduce((sum, child) => sum + wordsOf(child), 0);
}

/** A section of the same words in paragraphs only (the 39 ms before the blocks). */
function paragraphsSection(index: number): JsonNode[] {
  return [
    { type: 'heading', attrs: { level: 2 }, content: [text(`Section ${index + 1}`)] },
    ...Array.from({ length: 5 }, () => paragraph(40)),
  ];
}

/** A doc of at least `words` words, made of sections of every block (or of paragraphs only). */
export function longDocOfBlocks(
  words: number,
  paragraphsOnly = false,
): {
  content: JsonNode;
  words: number;
  blocks: number;
} {
  const blocks: JsonNode[] = [];
  let count = 0;
  for (let index = 0; count < words; index++) {
    const added = paragraphsOnly ? paragraphsSection(index) : section(index);
    blocks.push(...added);
    count += added.reduce((sum, block) => sum + wordsOf(block), 0);
  }
  blocks.push({ type: 'paragraph' });
  return { content: { type: 'doc', content: blocks }, words: count, blocks: blocks.length };
}

/** A doc of `diagrams` Mermaid diagrams and `formulas` block formulas, with text between. */
export function diagramsAndFormulas(diagrams: number, formulas: number): JsonNode {
  const blocks: JsonNode[] = [];
  for (let index = 0; index < Math.max(diagrams, formulas); index++) {
    if (index < diagrams) {
      blocks.push({
        type: 'codeBlock',
        attrs: { language: 'mermaid' },
        content: [text(`graph LR\n  A${index}[Fuel] --> B${index}[Ignition] --> C${index}[Orbit]`)],
      });
    }
    if (index < formulas) {
      blocks.push({
        type: 'blockMath',
        attrs: { latex: `\\int_0^{${index}} x^2 \\, dx = \\frac{${index}^3}{3}` },
      });
    }
    blocks.push(paragraph(12));
  }
  return { type: 'doc', content: blocks };
}
