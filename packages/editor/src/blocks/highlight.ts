import { DEFAULT_HIGHLIGHT, HIGHLIGHT_COLORS, isHighlightColor } from '@hangar/domain';
import Highlight from '@tiptap/extension-highlight';
import { paletteAttribute } from './palette-attribute';

/**
 * Highlight: TipTap's `highlight` mark (`==text==` typed or pasted), its `color` a name of the
 * palette (`HIGHLIGHT_COLORS`), yellow when none is given. Shown through the theme's CSS variable,
 * its light shade as the fallback; a pasted colour outside the palette becomes yellow.
 */
export const PaletteHighlight = Highlight.extend({
  addAttributes() {
    return {
      color: paletteAttribute({
        dataAttribute: 'data-color',
        isName: isHighlightColor,
        fallback: DEFAULT_HIGHLIGHT,
        style: (name) =>
          `background-color: var(--doc-highlight-${name}, ${HIGHLIGHT_COLORS[name]}); color: inherit`,
      }),
    };
  },
}).configure({ multicolor: true });
