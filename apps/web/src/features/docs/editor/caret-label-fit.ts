import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';

/** Where a caret is and how big its label is (screen pixels). */
export interface CaretLabelBox {
  caretLeft: number;
  caretTop: number;
  width: number;
  height: number;
}

/** The part of the screen the label must stay in. */
export interface VisibleArea {
  left: number;
  right: number;
  top: number;
}

export interface LabelPlacement {
  /** The label extends leftwards from the caret (it would pass the right edge). */
  alignEnd: boolean;
  /** The label hangs below the line (a scrolling block above would cut it). */
  below: boolean;
}

/** Rightwards and above the line, unless that leaves the visible area and the other way fits. */
export function placeCaretLabel(label: CaretLabelBox, area: VisibleArea): LabelPlacement {
  const passesRight = label.caretLeft + label.width > area.right;
  const fitsLeftwards = label.caretLeft - label.width >= area.left;
  return {
    alignEnd: passesRight && fitsLeftwards,
    below: label.caretTop - label.height < area.top,
  };
}

/**
 * The editor's box, narrowed by every block between it and the caret that scrolls (a table, a
 * code block cuts what overflows it) and by the window.
 */
function visibleArea(caret: HTMLElement, editor: HTMLElement): VisibleArea {
  const box = editor.getBoundingClientRect();
  const area = {
    left: Math.max(box.left, 0),
    right: Math.min(box.right, document.documentElement.clientWidth),
    top: -Infinity,
  };
  for (let node = caret.parentElement; node && node !== editor; node = node.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(node);
    if (overflowX === 'visible' && overflowY === 'visible') continue;
    const clip = node.getBoundingClientRect();
    area.left = Math.max(area.left, clip.left);
    area.right = Math.min(area.right, clip.right);
    area.top = Math.max(area.top, clip.top);
  }
  return area;
}

/** Flips each collaborator's name label that would be cut at an edge. */
function fitCaretLabels(editor: HTMLElement): void {
  for (const label of editor.querySelectorAll<HTMLElement>('.collaboration-carets__label')) {
    const caret = label.parentElement;
    if (!caret) continue;
    const at = caret.getBoundingClientRect();
    const placement = placeCaretLabel(
      {
        caretLeft: at.left,
        caretTop: at.top,
        width: label.offsetWidth,
        height: label.offsetHeight,
      },
      visibleArea(caret, editor),
    );
    label.toggleAttribute('data-align-end', placement.alignEnd);
    label.toggleAttribute('data-below', placement.below);
  }
}

/**
 * Keeps the others' name labels (CollaborationCaret's) whole: near the editor's right edge a
 * label extends leftwards, and under a scrolling block's top edge it hangs below the line.
 * Measured in the frame after each update of the editor (the carets are redrawn then) and after
 * it resizes.
 */
export const CaretLabelFit = Extension.create({
  name: 'caretLabelFit',

  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('caretLabelFit'),
        view: (view) => {
          // Once a frame, when the browser lays the page out anyway: measuring at each update
          // laid out the whole doc again at each key typed.
          let frame = 0;
          const fit = () => {
            if (frame) return;
            frame = requestAnimationFrame(() => {
              frame = 0;
              fitCaretLabels(view.dom);
            });
          };
          const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
          resized?.observe(view.dom);
          return {
            update: fit,
            destroy: () => {
              cancelAnimationFrame(frame);
              resized?.disconnect();
            },
          };
        },
      }),
    ];
  },
});
