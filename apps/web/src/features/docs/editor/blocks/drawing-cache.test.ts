import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  window.localStorage.clear();
  vi.resetModules();
});

/** The cache modules as a new visit of the app loads them (nothing in memory, storage kept). */
async function freshVisit() {
  vi.resetModules();
  const [cache, forget] = await Promise.all([
    import('./drawing-cache'),
    import('./forget-drawings'),
  ]);
  return { ...cache, ...forget };
}

describe('drawing cache', () => {
  it('gives a drawing made in an earlier visit back, by what was drawn', async () => {
    const first = await freshVisit();
    first.drawingCache('mermaid').set('light\ngraph TD; A --> B', '<svg>A to B</svg>');

    const second = await freshVisit();
    const cache = second.drawingCache('mermaid');
    expect(cache.get('light\ngraph TD; A --> B')).toBe('<svg>A to B</svg>');
    expect(cache.get('dark\ngraph TD; A --> B')).toBeNull();
    expect(second.drawingCache('katex').get('light\ngraph TD; A --> B')).toBeNull();
  });

  it('forgets every drawing at sign-out, in memory and in storage', async () => {
    const { drawingCache, forgetDrawings } = await freshVisit();
    const cache = drawingCache('katex');
    cache.set('block\nx^2', '<span>x²</span>');
    forgetDrawings();
    expect(cache.get('block\nx^2')).toBeNull();
    expect(Object.keys(window.localStorage).filter((key) => key.includes('drawing'))).toEqual([]);
  });

  it('forgets the drawings of earlier visits at sign-out, before any doc opened', async () => {
    (await freshVisit()).drawingCache('mermaid').set('light\ngraph TD; A --> B', '<svg/>');
    window.localStorage.setItem('unrelated', 'kept');
    vi.resetModules();
    (await import('./forget-drawings')).forgetDrawings();
    expect(Object.keys(window.localStorage).filter((key) => key.includes('drawing'))).toEqual([]);
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
    expect((await freshVisit()).drawingCache('mermaid').get('light\ngraph TD; A --> B')).toBeNull();
  });

  it('drops the oldest drawings past its size, never the newest', async () => {
    const { drawingCache } = await freshVisit();
    const cache = drawingCache('mermaid');
    const big = 'x'.repeat(600_000);
    for (const name of ['one', 'two', 'three', 'four']) cache.set(name, big);

    const later = (await freshVisit()).drawingCache('mermaid');
    expect(later.get('one')).toBeNull();
    expect(later.get('four')).toBe(big);
    expect(later.get('three')).toBe(big);
  });

  it('ignores a stored entry that is damaged', async () => {
    const { drawingCache } = await freshVisit();
    drawingCache('katex').set('inline\ny', '<span>y</span>');
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith('hangar:drawing:')) window.localStorage.setItem(key, '{not json');
    }
    expect((await freshVisit()).drawingCache('katex').get('inline\ny')).toBeNull();
  });
});
