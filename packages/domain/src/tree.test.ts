import { describe, expect, it } from 'vitest';
import {
  canCreateUnder,
  canDrop,
  childPath,
  depthOf,
  dropArea,
  parentAfterDrop,
  parentPathOf,
  subtreeDepth,
} from './tree';

describe('drop zones', () => {
  it('are the top 15%, the middle 70% and the bottom 15%', () => {
    expect(dropArea(0)).toBe('before');
    expect(dropArea(0.149)).toBe('before');
    expect(dropArea(0.15)).toBe('inside');
    expect(dropArea(0.5)).toBe('inside');
    expect(dropArea(0.85)).toBe('inside');
    expect(dropArea(0.851)).toBe('after');
    expect(dropArea(1)).toBe('after');
  });
});

describe('paths', () => {
  it('read depth and parent', () => {
    expect(depthOf('12')).toBe(1);
    expect(depthOf('12.45.78')).toBe(3);
    expect(parentPathOf('12.45.78')).toBe('12.45');
    expect(parentPathOf('12')).toBe('');
    expect(childPath('', 7)).toBe('7');
    expect(childPath('12.45', 7)).toBe('12.45.7');
  });

  it('measure a subtree', () => {
    expect(subtreeDepth('1', [])).toBe(1);
    expect(subtreeDepth('1', ['1.2', '1.2.3', '1.4'])).toBe(3);
    expect(subtreeDepth('5.1', ['5.1.2'])).toBe(2);
  });
});

describe('canDrop', () => {
  it('refuses a doc on itself or inside its own descendants', () => {
    expect(canDrop('1', 2, '1', 'inside')).toBe(false);
    expect(canDrop('1', 2, '1.2', 'before')).toBe(false);
    expect(canDrop('1', 2, '1.2', 'inside')).toBe(false);
    expect(canDrop('1', 1, '10', 'inside')).toBe(true);
  });

  it('keeps the target depth plus the subtree depth within 4', () => {
    expect(canDrop('9', 1, '1.2.3', 'inside')).toBe(true);
    expect(canDrop('9', 2, '1.2.3', 'inside')).toBe(false);
    expect(canDrop('9', 2, '1.2.3', 'after')).toBe(true);
    expect(canDrop('9', 3, '1.2.3', 'before')).toBe(false);
    expect(canDrop('9', 4, '1', 'before')).toBe(true);
    expect(parentAfterDrop('1.2.3', 'before')).toBe('1.2');
  });

  it('lets a doc with children move before or after a sibling', () => {
    expect(canDrop('1', 3, '2', 'before')).toBe(true);
    expect(canDrop('2', 3, '1', 'after')).toBe(true);
  });

  it('allows new docs down to the fourth level', () => {
    expect(canCreateUnder('')).toBe(true);
    expect(canCreateUnder('1.2.3')).toBe(true);
    expect(canCreateUnder('1.2.3.4')).toBe(false);
  });
});
