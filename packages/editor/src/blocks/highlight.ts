import { DEFAULT_HIGHLIGHT, HIGHLIGHT_COLORS, isHighlightColor } from '@hangar/domain';
import Highlight from '@tiptap/extension-highlight';

/**
 * Highlight: TipTap's `highlight` mark (`==text==` typed or pasted), its `color` a name of the
 * palette (`HIGHLIGHT_COLORS`), yellow when none is given. Shown through the theme's CSS variable,
 * its light shade as the fallback; a pasted colour outside the palette becomes yellow.
 */
export const PaletteHighlight = Highlight.extend({
  addAttributes() {
    return {
      color: {
        default: DEFAULT_HIGHLIGHT,
        parseHTML: (element) => {
          const name = element.getAttribute('data-color');
          return isHighlightColor(name) ? name : DEFAULT_HIGHLIGHT;
        },
        renderHTML: (attributes) => {
          const name = isHighlightColor(attributes.color) ? attributes.color : DEFAULT_HIGHLIGHT;
          return {
            'data-color': name,
            style: `background-color: var(--doc-highlight-${name}, ${HIGHLIGHT_COLORS[name]}); color: inherit`,
          };
        },
      },
    };
  },
}).configure({ multicolor: true });
