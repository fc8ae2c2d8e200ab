import { createTheme, em, type MantineThemeOverride } from '@mantine/core';
import { BREAKPOINTS, TOOLTIP_DELAY_MS } from '@hangar/domain/constants';

const FONT_STACK =
  'Inter, "InterVariable", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** SPEC.md section 9 breakpoints, in em like Mantine expects (480 px -> 30em). */
const breakpoints = Object.fromEntries(
  Object.entries(BREAKPOINTS).map(([name, px]) => [name, em(px)]),
) as Record<keyof typeof BREAKPOINTS, string>;

export const theme: MantineThemeOverride = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'md',
  fontFamily: FONT_STACK,
  fontFamilyMonospace:
    'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: {
    fontFamily: FONT_STACK,
    fontWeight: '700',
  },
  breakpoints,
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Tooltip: { defaultProps: { openDelay: TOOLTIP_DELAY_MS, withArrow: true } },
    Button: { defaultProps: { fw: 600 } },
  },
});
