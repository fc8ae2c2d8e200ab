/** How a mark shows one colour of its palette. */
interface PaletteAttributeSpec<Name extends string, Fallback extends Name | null> {
  /** The HTML attribute that holds the colour's name: `data-color`. */
  dataAttribute: `data-${string}`;
  isName: (value: unknown) => value is Name;
  /** The colour of a mark without one, or with one outside the palette; null: no colour. */
  fallback: Fallback;
  /** The inline style that shows the colour. */
  style: (name: Name) => string;
}

/** A mark's `color` attribute, a name of its palette, read from and written to the HTML. */
export function paletteAttribute<Name extends string, Fallback extends Name | null>({
  dataAttribute,
  isName,
  fallback,
  style,
}: PaletteAttributeSpec<Name, Fallback>) {
  const nameOf = (value: unknown): Name | Fallback => (isName(value) ? value : fallback);
  return {
    default: fallback,
    parseHTML: (element: { getAttribute: (name: string) => string | null }) =>
      nameOf(element.getAttribute(dataAttribute)),
    renderHTML: (attributes: Record<string, unknown>) => {
      const name = nameOf(attributes.color);
      if (name === null) return {};
      return { [dataAttribute]: name, style: style(name) };
    },
  };
}
