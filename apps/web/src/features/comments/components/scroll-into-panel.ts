const MARGIN_PX = 8;

function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(parent).overflowY)) return parent;
  }
  return null;
}

/**
 * Scrolls the panel that holds a card just enough to show it, and nothing else: the page itself
 * may be scrolling to the card's text in the doc at the same time.
 */
export function scrollIntoItsPanel(card: HTMLElement): void {
  const scroller = scrollerOf(card);
  if (!scroller) return;
  const box = scroller.getBoundingClientRect();
  const rect = card.getBoundingClientRect();
  if (rect.top < box.top + MARGIN_PX) {
    scroller.scrollTop -= box.top + MARGIN_PX - rect.top;
  } else if (rect.bottom > box.bottom - MARGIN_PX) {
    const below = rect.bottom - (box.bottom - MARGIN_PX);
    const roomAbove = rect.top - (box.top + MARGIN_PX);
    scroller.scrollTop += Math.min(below, roomAbove);
  }
}
