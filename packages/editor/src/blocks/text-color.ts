import { TEXT_COLORS, isTextColor } from '@hangar/domain';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { paletteAttribute } from './palette-attribute';

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
          color: paletteAttribute({
            dataAttribute: 'data-text-color',
            isName: isTextColor,
            fallback: null,
            style: (name) => `color: var(--doc-text-${name}, ${TEXT_COLORS[name]})`,
          }),
        },
      },
    ];
  },
});

export const TEXT_COLOR_MARKS = [TextStyle, PaletteColor];
