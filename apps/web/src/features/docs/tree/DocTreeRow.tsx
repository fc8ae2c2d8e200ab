import { ActionIcon, Kbd, Menu, Tooltip } from '@mantine/core';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { TOOLTIP_SLOW_DELAY_MS } from '@hangar/domain/constants';
import { UNTITLED_DOC, type DocNode } from '@hangar/contracts/docs';
import {
  IconArchive,
  IconArrowBarToLeft,
  IconArrowBarToRight,
  IconArrowDown,
  IconArrowUp,
  IconChevronRight,
  IconDots,
  IconFileImport,
  IconPlus,
  IconWorld,
} from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { DropIndicator } from './drop-target';
import type { KeyboardMove, TreeRow } from './tree-model';
import classes from './DocTree.module.css';

export const DOC_EMOJI_FALLBACK = '📄';

/** The keyboard moves, their keys (with Alt) and their menu entries. */
const MOVES: { command: KeyboardMove; key: string; label: string; icon: typeof IconArrowUp }[] = [
  { command: 'up', key: 'ArrowUp', label: 'Move up', icon: IconArrowUp },
  { command: 'down', key: 'ArrowDown', label: 'Move down', icon: IconArrowDown },
  {
    command: 'indent',
    key: 'ArrowRight',
    label: 'Move inside the page above',
    icon: IconArrowBarToRight,
  },
  {
    command: 'outdent',
    key: 'ArrowLeft',
    label: 'Move out of its parent',
    icon: IconArrowBarToLeft,
  },
];
const KEY_SYMBOLS: Record<string, string> = {
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowRight: '→',
  ArrowLeft: '←',
};

export interface DocTreeRowProps {
  row: TreeRow;
  href: string;
  active: boolean;
  /** The user may drag this doc (the tree is editable and the doc is editable for them). */
  draggable: boolean;
  /** Other docs may be dropped on this one. */
  droppable: boolean;
  indicator: DropIndicator | null;
  dragging: boolean;
  onToggle: () => void;
  /** Adds a page inside this one; absent when the user cannot, or it is deep enough already. */
  onCreateChild?: () => void;
  /** Imports Markdown inside this one; absent like `onCreateChild`. */
  onImportChild?: () => void;
  /** The keyboard moves that are possible now; absent when the user cannot move docs. */
  moves?: Partial<Record<KeyboardMove, () => void>>;
}

/** Arrow keys walk the tree's links; with Alt they move the page (SPEC.md section 4, by keys). */
function onLinkKeyDown(event: KeyboardEvent<HTMLAnchorElement>, props: DocTreeRowProps): void {
  const { row, moves, onToggle } = props;
  if (event.altKey) {
    const move = MOVES.find((entry) => entry.key === event.key);
    const run = move ? moves?.[move.command] : undefined;
    if (move) event.preventDefault();
    run?.();
    return;
  }
  if (event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    const links = [
      ...(event.currentTarget.closest('ul')?.querySelectorAll<HTMLElement>('[data-doc-link]') ??
        []),
    ];
    const index = links.indexOf(event.currentTarget);
    links[index + (event.key === 'ArrowDown' ? 1 : -1)]?.focus();
  } else if (
    (event.key === 'ArrowRight' && row.hasChildren && !row.opened) ||
    (event.key === 'ArrowLeft' && row.opened)
  ) {
    event.preventDefault();
    onToggle();
  }
}

function RowMenu({
  node,
  onCreateChild,
  onImportChild,
  moves,
}: Pick<DocTreeRowProps, 'onCreateChild' | 'onImportChild' | 'moves'> & { node: DocNode }) {
  const name = node.name || UNTITLED_DOC;
  return (
    <Menu position="bottom-end" shadow="md" width={260} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions for ${name}`}>
          <IconDots size={15} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {onCreateChild ? (
          <Menu.Item leftSection={<IconPlus size={15} />} onClick={onCreateChild}>
            Add a page inside
          </Menu.Item>
        ) : null}
        {onImportChild ? (
          <Menu.Item leftSection={<IconFileImport size={15} />} onClick={onImportChild}>
            Import Markdown inside
          </Menu.Item>
        ) : null}
        {MOVES.map(({ command, key, label, icon: Icon }) => (
          <Menu.Item
            key={command}
            leftSection={<Icon size={15} />}
            rightSection={<Kbd size="xs">Alt {KEY_SYMBOLS[key]}</Kbd>}
            disabled={!moves?.[command]}
            onClick={moves?.[command]}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * One node of the docs tree: chevron, emoji, name ('Untitled document' when it has none), a
 * globe when shared, an archive icon when archived; it can be dragged and dropped on (dnd-kit),
 * and its menu offers a page inside and the keyboard moves.
 */
export function DocTreeRow(props: DocTreeRowProps) {
  const { row, href, active, draggable, droppable, indicator, dragging, onToggle } = props;
  const { node } = row;
  const id = `doc-${node.item_id}`;
  const { setNodeRef: bindDrag, listeners: dragListeners } = useDraggable({
    id,
    data: { node },
    disabled: !draggable,
  });
  const { setNodeRef: bindDrop } = useDroppable({ id, data: { node }, disabled: !droppable });
  const name = node.name || UNTITLED_DOC;

  return (
    <li
      ref={bindDrop}
      className={classes.row}
      style={{ ['--depth' as string]: row.depth }}
      data-drop={indicator?.area}
      data-drop-invalid={indicator && !indicator.valid ? true : undefined}
      data-dragging={dragging || undefined}
      data-testid="doc-tree-node"
      data-doc-id={node.item_id}
      data-depth={row.depth}
    >
      <div
        ref={bindDrag}
        {...dragListeners}
        className={classes.inner}
        data-active={active || undefined}
      >
        {row.hasChildren ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={onToggle}
            aria-label={`${row.opened ? 'Collapse' : 'Expand'} ${name}`}
            aria-expanded={row.opened}
          >
            <IconChevronRight
              size={14}
              className={classes.chevron}
              data-opened={row.opened || undefined}
            />
          </ActionIcon>
        ) : (
          <span className={classes.spacer} />
        )}
        <Link
          to={href}
          className={classes.link}
          draggable={false}
          data-doc-link={node.item_id}
          aria-current={active ? 'page' : undefined}
          aria-keyshortcuts={
            props.moves ? 'Alt+ArrowUp Alt+ArrowDown Alt+ArrowRight Alt+ArrowLeft' : undefined
          }
          onKeyDown={(event) => onLinkKeyDown(event, props)}
        >
          <span className={classes.emoji} aria-hidden="true">
            {node.emoji ?? DOC_EMOJI_FALLBACK}
          </span>
          <span
            className={node.name ? classes.name : `${classes.name} ${classes.untitled}`}
            data-doc-name
          >
            {name}
          </span>
          {node.shared ? (
            <IconWorld size={14} className={classes.badge} aria-label="Shared by a public link" />
          ) : null}
          {node.is_archived ? (
            <IconArchive size={14} className={classes.badge} aria-label="Archived" />
          ) : null}
        </Link>
        {props.onCreateChild || props.moves ? (
          <div className={classes.actions}>
            {props.onCreateChild ? (
              // Slow: the pointer crosses these often on its way down the tree.
              <Tooltip label="Add a page inside" openDelay={TOOLTIP_SLOW_DELAY_MS}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Add a page inside ${name}`}
                  onClick={props.onCreateChild}
                >
                  <IconPlus size={15} />
                </ActionIcon>
              </Tooltip>
            ) : null}
            <RowMenu
              node={node}
              onCreateChild={props.onCreateChild}
              onImportChild={props.onImportChild}
              moves={props.moves}
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}
