/** One heading of the doc, for the outline in the doc menu. */
export interface OutlineHeading {
  level: number;
  text: string;
  element: HTMLElement;
}

/** The headings of the doc on screen, in order (read from the editor when the menu opens). */
export function readOutline(root: ParentNode = document): OutlineHeading[] {
  const headings = root.querySelectorAll<HTMLElement>(
    '[data-doc-content] .ProseMirror :is(h1, h2, h3)',
  );
  return Array.from(headings)
    .map((element) => ({
      level: Number(element.tagName.slice(1)),
      text: element.textContent?.trim() ?? '',
      element,
    }))
    .filter((heading) => heading.text !== '');
}

export function goToHeading(heading: OutlineHeading): void {
  heading.element.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}
