import { TEXT_COLORS, isTextColor } from '@hangar/domain';
import { Color, TextStyle } from '@tiptap/extension-text-style';

/**
 * Text colour: TipTap's `textStyle` mark with one attribute, `color`, a name of the palette
 * (`TEXT_COLORS`). Shown through the theme's CSS variable (light or dark), its light shade as the
 * fallback where no theme applies; a pasted colour outside the palette is dropped.
 */
export const PaletteColor = Color.extend({
  addGlobalAttributes() {
    return [
      {
        types: ['textStyle'],
        attributes: {
          color: {
            default: null,
            parseHTML: (element) => {
              const name = element.getAttribute('data-text-color');
              return isTextColor(name) ? name : null;
            },
            renderHTML: (attributes) => {
              const name: unknown = attributes.color;
              if (!isTextColor(name)) return {};
              return {
                'data-text-color': name,
                style: `color: var(--doc-text-${name}, ${TEXT_COLORS[name]})`,
              };
            },
          },
        },
      },
    ];
  },
});

export const TEXT_COLOR_MARKS = [TextStyle, PaletteColor];
