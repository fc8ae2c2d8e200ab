import type { RichTextNode } from '@hangar/contracts/rich-text';
import type { Editor } from '@tiptap/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mentionableApi } from '../../../test/comments';
import { createTestQueryClient, TestProviders } from '../../../test/render';
import RichTextEditor from '../../logs/editor/RichTextEditor';

const ada = { id: 1, fullname: 'Ada Lovelace', avatar: null };
const grace = { id: 12, fullname: 'Grace Hopper', avatar: null };
const EMPTY: RichTextNode = { type: 'doc', content: [{ type: 'paragraph' }] };

/** A log's description editor with the @ list of project 3, and the TipTap editor behind it. */
async function setup() {
  const api = mentionableApi([ada, grace]).install();
  const onChange = vi.fn<(value: RichTextNode) => void>();
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <RichTextEditor
        label="Description"
        value={EMPTY}
        onChange={onChange}
        mentions={{ workspaceId: 7, projectId: 3 }}
      />
    </TestProviders>,
  );
  const box = await screen.findByTestId('rich-text-editor');
  const editor = (box as HTMLElement & { editor: Editor }).editor;
  const type = (text: string) => editor.commands.insertContent(text);
  const key = (name: string) => fireEvent.keyDown(box, { key: name });
  return { api, box, editor, type, key, onChange };
}

function paragraph(editor: Editor) {
  return editor.getJSON().content?.[0]?.content;
}

describe('the @ list of a rich text', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the people matching what follows "@", and Enter inserts the first one', async () => {
    const { api, box, editor, type, key } = await setup();
    type('Ask @gr');
    expect(await screen.findByRole('option', { name: 'Grace Hopper' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Ada Lovelace' })).toBeNull());
    expect(api.requests.some((request) => request.url.searchParams.get('q') === 'gr')).toBe(true);
    const listbox = screen.getByRole('listbox', { name: 'People to mention' });
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    expect(box.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Grace Hopper' }).id,
    );
    key('Enter');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(paragraph(editor)).toEqual([
      { type: 'text', text: 'Ask ' },
      { type: 'mention', attrs: { id: '12', label: 'Grace Hopper' } },
      { type: 'text', text: ' ' },
    ]);
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('moves with the arrows, and Tab picks', async () => {
    const { editor, type, key } = await setup();
    type('@');
    await screen.findByRole('option', { name: 'Grace Hopper' });
    key('ArrowDown');
    await waitFor(() =>
      expect(
        screen.getByRole('option', { name: 'Grace Hopper' }).getAttribute('aria-selected'),
      ).toBe('true'),
    );
    key('Tab');
    await waitFor(() =>
      expect(paragraph(editor)?.[0]).toEqual({
        type: 'mention',
        attrs: { id: '12', label: 'Grace Hopper' },
      }),
    );
  });

  it('closes on Escape, keeping the text typed', async () => {
    const { editor, type, key } = await setup();
    type('@ada');
    await screen.findByRole('option', { name: 'Ada Lovelace' });
    key('Escape');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(editor.getText()).toBe('@ada');
  });

  it('says "No one found" for a word matching no one, and nothing for a sentence', async () => {
    const { type } = await setup();
    type('@zed');
    expect(await screen.findByText('No one found')).toBeTruthy();
    type(' went home');
    await waitFor(() => expect(screen.queryByText('No one found')).toBeNull());
  });
});
