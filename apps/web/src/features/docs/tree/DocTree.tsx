import {
  DndContext,
  DragOverlay,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { UNTITLED_DOC, type DocNode, type MoveDocInput } from '@hangar/contracts/docs';
import { canCreateUnder } from '@hangar/domain/tree';
import { useState } from 'react';
import { dropIndicatorAt, dropRefusal, moveOfDrop, type DropIndicator } from './drop-target';
import { DOC_EMOJI_FALLBACK, DocTreeRow } from './DocTreeRow';
import { useOpenedDocs, setDocOpened } from './opened-docs';
import { findNode, keyboardMove, visibleRows, type KeyboardMove } from './tree-model';
import classes from './DocTree.module.css';

export interface DocTreeProps {
  /** The address of a doc's page (a workspace's, or a share link's). */
  docHref: (docId: number) => string;
  projectId: number;
  tree: DocNode[];
  activeDocId: number | null;
  /** Whether the user may move this doc (a project's tree says so in each node's `abilities`). */
  canMove: (node: DocNode) => boolean;
  /** Null when the user cannot create docs here (reader, archived filter). */
  onCreateChild: ((parent: DocNode) => void) | null;
  /** Import Markdown inside a doc; absent where docs cannot be created. */
  onImportChild?: ((parent: DocNode) => void) | null;
  /** Null when the user cannot move docs. */
  onMove: ((move: MoveDocInput) => void) | null;
}

const KEYBOARD_MOVES: KeyboardMove[] = ['up', 'down', 'indent', 'outdent'];

function docIdOf(id: UniqueIdentifier): number {
  return Number(String(id).replace('doc-', ''));
}

/** Where the pointer is now: where it went down, plus how far it went. */
function pointerY(event: DragMoveEvent): number | null {
  const start = event.activatorEvent;
  return 'clientY' in start && typeof start.clientY === 'number'
    ? start.clientY + event.delta.y
    : null;
}

function focusDocLink(docId: number) {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-doc-link="${docId}"]`)?.focus(),
  );
}

/**
 * The docs tree with drag and drop (SPEC.md section 4): the pointer's place in the row under it
 * picks before / inside / after (15% / 70% / 15%), the row shows where the doc would land (a
 * line, or a highlight; dashed red when the drop is refused) and only valid drops move.
 */
export function DocTree(props: DocTreeProps) {
  const { docHref, projectId, tree, activeDocId, canMove, onCreateChild, onImportChild, onMove } =
    props;
  const { opened, toggle } = useOpenedDocs(projectId);
  const rows = visibleRows(tree, opened);
  const [dragged, setDragged] = useState<DocNode | null>(null);
  const [indicator, setIndicator] = useState<DropIndicator | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const reset = () => {
    setDragged(null);
    setIndicator(null);
  };

  const onDragStart = (event: DragStartEvent) => {
    setDragged(findNode(tree, docIdOf(event.active.id)));
    setIndicator(null);
  };

  const onDragMove = (event: DragMoveEvent) => {
    const target = event.over ? findNode(tree, docIdOf(event.over.id)) : null;
    const y = pointerY(event);
    const next =
      dragged && target && event.over && y !== null
        ? dropIndicatorAt(dragged, target, y, event.over.rect)
        : null;
    setIndicator((current) =>
      current?.targetId === next?.targetId &&
      current?.area === next?.area &&
      current?.valid === next?.valid
        ? current
        : next,
    );
  };

  const onDragEnd = (event: DragEndEvent) => {
    const target = event.over ? findNode(tree, docIdOf(event.over.id)) : null;
    const move = dragged && target && indicator ? moveOfDrop(dragged, target, indicator) : null;
    if (move && onMove) {
      if (move.area === 'inside' && target) setDocOpened(projectId, target.item_id, true);
      onMove(move);
    }
    reset();
  };

  const movesOf = (node: DocNode): Partial<Record<KeyboardMove, () => void>> | undefined => {
    if (!onMove || !canMove(node)) return undefined;
    const moves: Partial<Record<KeyboardMove, () => void>> = {};
    for (const command of KEYBOARD_MOVES) {
      const move = keyboardMove(tree, node, command);
      if (!move) continue;
      moves[command] = () => {
        if (command === 'indent') {
          const target = findNode(tree, Number(move.to_path.split('.').at(-1)));
          if (target) setDocOpened(projectId, target.item_id, true);
        }
        onMove(move);
        focusDocLink(node.item_id);
      };
    }
    return moves;
  };

  const target = indicator ? findNode(tree, indicator.targetId) : null;
  const refusal = dragged && target && indicator ? dropRefusal(dragged, target, indicator) : null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragOver={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
    >
      <ul className={classes.list} aria-label="Documentation pages">
        {rows.map((row) => {
          const { node } = row;
          const movable = onMove !== null && canMove(node);
          return (
            <DocTreeRow
              key={node.item_id}
              row={row}
              href={docHref(node.item_id)}
              active={node.item_id === activeDocId}
              draggable={movable}
              droppable={onMove !== null}
              indicator={indicator?.targetId === node.item_id ? indicator : null}
              dragging={dragged?.item_id === node.item_id}
              onToggle={() => toggle(node.item_id)}
              onCreateChild={
                onCreateChild && canCreateUnder(node.path) ? () => onCreateChild(node) : undefined
              }
              onImportChild={
                onImportChild && canCreateUnder(node.path) ? () => onImportChild(node) : undefined
              }
              moves={movesOf(node)}
            />
          );
        })}
      </ul>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div className={classes.overlay} data-testid="doc-drag-preview">
            <span aria-hidden="true">{dragged.emoji ?? DOC_EMOJI_FALLBACK}</span>
            <span>{dragged.name || UNTITLED_DOC}</span>
            {refusal ? <span className={classes.overlayNote}>{refusal}</span> : null}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
