import { describe, expect, it } from 'vitest';
import { readOutline } from './outline';

describe('readOutline', () => {
  it("lists the doc's non-empty headings in order, with their levels", () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <h1>Not in the doc</h1>
      <div data-doc-content>
        <div class="ProseMirror">
          <h1>Intro</h1>
          <p>Text</p>
          <h2> Setup </h2>
          <h3></h3>
          <blockquote><h3>Quoted</h3></blockquote>
          <h4>Too deep for the outline</h4>
        </div>
      </div>`;
    expect(readOutline(root).map(({ level, text }) => ({ level, text }))).toEqual([
      { level: 1, text: 'Intro' },
      { level: 2, text: 'Setup' },
      { level: 3, text: 'Quoted' },
    ]);
  });

  it('is empty when no doc is on screen', () => {
    const root = document.createElement('div');
    root.innerHTML = '<h2>Page title</h2>';
    expect(readOutline(root)).toEqual([]);
  });
});
