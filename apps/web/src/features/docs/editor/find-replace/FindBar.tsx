import { Button, Group, Paper, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconLetterCase, IconX } from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { IconAction } from '../../../../ui/IconAction';
import { EditorToolButton } from '../EditorToolButton';
import { EditorToolField } from '../EditorToolField';
import classes from './find-bar.module.css';
import './find-matches.css';
import {
  clearFind,
  findStateOf,
  replaceAll,
  replaceCurrent,
  setFindQuery,
  stepMatch,
} from './find-replace-plugin';

interface FindBarProps {
  editor: Editor;
  /** Offer Replace (those who may edit the doc). */
  canReplace: boolean;
  /** Text to look for (the selection's, or ''), taken each time the bar is asked for. */
  initialQuery: string;
  /** Grows each time Ctrl+F is pressed again: the Find field takes the focus back. */
  focusRequest: number;
  onClose: () => void;
}

const MATCH_STEPS = [
  { step: -1, label: 'Previous match', tooltip: 'Previous (Shift+Enter)', Icon: IconChevronUp },
  { step: 1, label: 'Next match', tooltip: 'Next (Enter)', Icon: IconChevronDown },
] as const;

const REPLACE_ACTIONS = [
  { label: 'Replace', replace: replaceCurrent },
  { label: 'Replace all', replace: replaceAll },
] as const;

function countLabel(query: string, current: number, total: number): string {
  if (!query) return '';
  return total === 0 ? 'No results' : `${current + 1} of ${total}`;
}

/**
 * The doc's find bar (Ctrl+F, ⌘F): matches highlighted as typed, "3 of 12", Enter and
 * Shift+Enter for the next and previous, Match case, and for editors Replace and Replace all
 * (normal edits: live for the others, undone with Ctrl+Z). Escape closes it back to the editor.
 */
export function FindBar({ editor, canReplace, initialQuery, focusRequest, onClose }: FindBarProps) {
  const [query, setQuery] = useState(initialQuery);
  const [replacement, setReplacement] = useState('');
  const [matchCase, setMatchCase] = useState(false);
  const findInput = useRef<HTMLInputElement>(null);
  const found = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const state = findStateOf(current);
      return { current: state.current, total: state.matches.length };
    },
  });

  // Asked again: the selection's text, if any, replaces what was typed.
  const [seenRequest, setSeenRequest] = useState(focusRequest);
  if (seenRequest !== focusRequest) {
    setSeenRequest(focusRequest);
    if (initialQuery) setQuery(initialQuery);
  }
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      findInput.current?.focus();
      findInput.current?.select();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  useEffect(() => {
    setFindQuery(editor, query, matchCase);
  }, [editor, query, matchCase]);

  useEffect(() => () => clearFind(editor), [editor]);

  const close = () => {
    onClose();
    if (editor.isEditable) editor.commands.focus();
  };
  /** A field's keys: Enter runs `onEnter` (told whether Shift is held), Escape closes the bar. */
  const enterOrEscape = (onEnter: (shiftKey: boolean) => void) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    event.preventDefault();
    if (event.key === 'Enter') onEnter(event.shiftKey);
    else close();
  };
  const onFindKey = enterOrEscape((shiftKey) => stepMatch(editor, shiftKey ? -1 : 1));
  const onReplaceKey = enterOrEscape(() => replaceCurrent(editor, replacement));

  return (
    <Paper
      className={classes.bar}
      shadow="md"
      withBorder
      radius="md"
      p={6}
      role="search"
      aria-label="Find in the doc"
      data-testid="find-bar"
    >
      <Group gap={4} wrap="wrap">
        <EditorToolField
          ref={findInput}
          label="Find"
          value={query}
          onValueChange={setQuery}
          onKeyDown={onFindKey}
          className={classes.field}
          rightSectionWidth={80}
          rightSection={
            <Text size="xs" c="dimmed" aria-live="polite" data-testid="find-count">
              {countLabel(query, found.current, found.total)}
            </Text>
          }
        />
        {MATCH_STEPS.map(({ step, label, tooltip, Icon }) => (
          <IconAction
            key={label}
            label={label}
            tooltip={tooltip}
            icon={<Icon size={16} />}
            size="md"
            disabled={found.total === 0}
            onClick={() => stepMatch(editor, step)}
          />
        ))}
        <EditorToolButton
          label="Match case"
          icon={<IconLetterCase size={16} />}
          active={matchCase}
          toggles
          onClick={() => setMatchCase((value) => !value)}
        />
        <IconAction
          label="Close find"
          tooltip="Close (Escape)"
          icon={<IconX size={16} />}
          size="md"
          onClick={close}
        />
      </Group>
      {canReplace ? (
        <Group gap={4} wrap="wrap" mt={4}>
          <EditorToolField
            label="Replace"
            value={replacement}
            onValueChange={setReplacement}
            onKeyDown={onReplaceKey}
            className={classes.field}
          />
          {REPLACE_ACTIONS.map(({ label, replace }) => (
            <Button
              key={label}
              size="compact-sm"
              variant="default"
              disabled={found.total === 0}
              onClick={() => replace(editor, replacement)}
            >
              {label}
            </Button>
          ))}
        </Group>
      ) : null}
    </Paper>
  );
}
