import type { CommentAuthor } from '@hangar/contracts/comments';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mentionableApi } from '../../test/comments';
import { createTestQueryClient, TestProviders } from '../../test/render';
import { EMPTY_MENTION_VALUE, type MentionValue } from './mention-text';
import { MentionTextarea } from './MentionTextarea';

const ada: CommentAuthor = { id: 1, fullname: 'Ada Lovelace', avatar: null };
const alan: CommentAuthor = { id: 2, fullname: 'Alan Turing', avatar: null };

function Harness({
  onValue,
  onSubmit,
}: {
  onValue: (value: MentionValue) => void;
  onSubmit: () => void;
}) {
  const [value, setValue] = useState(EMPTY_MENTION_VALUE);
  return (
    <MentionTextarea
      workspaceId={7}
      projectId={3}
      aria-label="Comment"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      onSubmit={onSubmit}
    />
  );
}

function setup() {
  const api = mentionableApi([ada, alan]).install();
  const onValue = vi.fn<(value: MentionValue) => void>();
  const onSubmit = vi.fn();
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <Harness onValue={onValue} onSubmit={onSubmit} />
    </TestProviders>,
  );
  const box = screen.getByLabelText<HTMLTextAreaElement>('Comment');
  const type = (text: string) => {
    fireEvent.change(box, {
      target: { value: text, selectionStart: text.length, selectionEnd: text.length },
    });
  };
  return { api, box, type, onValue, onSubmit };
}

describe('MentionTextarea', () => {
  beforeAll(() => {
    // Mantine's autosize listens for web fonts, which happy-dom does not have.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
    }
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the people matching what follows "@", and writes the one picked', async () => {
    const { api, box, type, onValue } = setup();
    type('Hi @al');
    expect(await screen.findByRole('option', { name: 'Alan Turing' })).toBeTruthy();
    // Everyone at once, then those matching once the typing pauses.
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Ada Lovelace' })).toBeNull());
    expect(api.requests.some((request) => request.url.searchParams.get('q') === 'al')).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(box.value).toBe('Hi @Alan Turing '));
    expect(onValue).toHaveBeenLastCalledWith({ text: 'Hi @Alan Turing ', people: [alan] });
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
  });

  it('moves through the list with the arrows', async () => {
    const { box, type } = setup();
    type('@');
    await screen.findByRole('option', { name: 'Alan Turing' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(box.value).toBe('@Alan Turing '));
  });

  it('closes the list on Escape, and Enter then writes a new line', async () => {
    const { box, type, onValue } = setup();
    type('@a');
    await screen.findByRole('option', { name: 'Ada Lovelace' });
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
    expect(onValue).toHaveBeenLastCalledWith({ text: '@a', people: [] });
  });

  it('sends on Ctrl+Enter and Cmd+Enter', () => {
    const { box, type, onSubmit } = setup();
    type('Looks good');
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
