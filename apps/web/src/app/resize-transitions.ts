import { LAYOUT_TRANSITIONS_DISABLED_AFTER_RESIZE_MS } from '@hangar/domain/constants';

/**
 * While the window is being resized, and for 400 ms after (SPEC.md section 9), layout
 * transitions are off (`html[data-resizing]`, see global.css): the side menu and panels jump to
 * their new place instead of sliding across the page at every breakpoint crossed.
 */
export function disableTransitionsWhileResizing(root: HTMLElement = document.documentElement) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    root.setAttribute('data-resizing', '');
    clearTimeout(timer);
    timer = setTimeout(
      () => root.removeAttribute('data-resizing'),
      LAYOUT_TRANSITIONS_DISABLED_AFTER_RESIZE_MS,
    );
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
    root.removeAttribute('data-resizing');
  };
}
