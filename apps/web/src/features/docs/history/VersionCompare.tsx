import { Text } from '@mantine/core';
import type { Change, ComparedBlock } from '@hangar/domain/doc-history';
import type { ReactNode } from 'react';
import classes from './DocHistory.module.css';

const HEADING_SIZE = { 1: 'xl', 2: 'lg', 3: 'md' } as const;

function Part({ text, change }: { text: string; change: Change }) {
  if (change === 'added')
    return (
      <ins className={classes.added} data-change="added">
        {text}
      </ins>
    );
  if (change === 'removed')
    return (
      <del className={classes.removed} data-change="removed">
        {text}
      </del>
    );
  return <>{text}</>;
}

function marker(block: ComparedBlock, number: number): string {
  if (block.kind === 'bullet') return '•\u00a0';
  if (block.kind === 'ordered') return `${number}.\u00a0`;
  if (block.kind === 'task') return block.checked ? '☑\u00a0' : '☐\u00a0';
  return '';
}

function Block({ block, number }: { block: ComparedBlock; number: number }) {
  const parts: ReactNode = block.parts.length ? (
    block.parts.map((part, index) => <Part key={index} {...part} />)
  ) : (
    <Text span c="dimmed" fs="italic">
      Empty line
    </Text>
  );
  const heading = block.kind === 'heading';
  const indent = ['bullet', 'ordered', 'task'].includes(block.kind)
    ? (block.level - 1) * 20 + 4
    : 0;
  const className = [
    classes.block,
    block.kind === 'quote' ? classes.quote : '',
    block.kind === 'code' ? classes.code : '',
    block.kind === 'object' ? classes.object : '',
    block.change === 'added' ? classes.added : '',
    block.change === 'removed' ? classes.removed : '',
  ].join(' ');
  return (
    <Text
      component="div"
      className={className}
      data-change={block.change}
      fz={heading ? (HEADING_SIZE[block.level as 1 | 2 | 3] ?? 'md') : 'sm'}
      fw={heading ? 700 : undefined}
      pl={indent}
    >
      {marker(block, number)}
      {parts}
    </Text>
  );
}

/** Each block's number in its ordered list (1, 2, 3...), 0 outside one. */
function listNumbers(blocks: ComparedBlock[]): number[] {
  const numbers: number[] = [];
  for (const [index, block] of blocks.entries()) {
    numbers.push(block.kind === 'ordered' ? (numbers[index - 1] ?? 0) + 1 : 0);
  }
  return numbers;
}

/** A version's text with what changed since the version before: added in green, removed struck. */
export function VersionCompare({ blocks }: { blocks: ComparedBlock[] }) {
  if (blocks.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This version of the page is empty.
      </Text>
    );
  }
  const numbers = listNumbers(blocks);
  return (
    <div data-testid="version-compare">
      {blocks.map((block, index) => (
        <Block key={index} block={block} number={numbers[index] ?? 0} />
      ))}
    </div>
  );
}
