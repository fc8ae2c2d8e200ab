import { commentEndpoints } from '@hangar/contracts/endpoints/comments';
import type { CommentThread } from '@hangar/contracts/comments';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALAN, testComment, testDocComments, testThread } from '../../../test/comments';
import { createFakeApi, type FakeApi } from '../../../test/fake-api';
import { createTestQueryClient, TestProviders } from '../../../test/render';
import { DocCommentsContext } from '../comments-context';
import type { DocComments } from '../use-doc-comments';
import { CommentsPanel } from './CommentsPanel';

const THREAD = { projectId: 3, docId: 9, threadId: 1 };

function renderPanel(change: Partial<DocComments>, api: FakeApi = createFakeApi()) {
  api.install();
  const comments = testDocComments(change);
  const { unmount } = render(
    <TestProviders queryClient={createTestQueryClient()}>
      <DocCommentsContext.Provider value={comments}>
        <CommentsPanel />
      </DocCommentsContext.Provider>
    </TestProviders>,
  );
  return { api, comments, unmount };
}

const cards = () => screen.getAllByTestId('comment-thread');
const quoteOf = (card: HTMLElement) => within(card).getAllByRole('button')[0]?.textContent;

describe('the comments panel', () => {
  beforeAll(() => {
    // Mantine's autosize listens for web fonts, which happy-dom does not have.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
    }
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the open threads in doc order, those whose text is gone last', () => {
    const threads = [testThread(1), testThread(2), testThread(3), testThread(4)];
    renderPanel({ threads, placement: { attached: [3, 1], detached: [2] } });
    expect(cards().map(quoteOf)).toEqual(['Quote 3', 'Quote 1', 'Quote 4', 'Quote 2']);
    expect(screen.getByText('Detached')).toBeTruthy();
    const detachedQuote = within(cards()[3] as HTMLElement).getByRole('button', {
      name: /now removed/,
    });
    expect(detachedQuote.hasAttribute('data-detached')).toBe(true);
  });

  it('shows the resolved threads on their tab, with who resolved them', () => {
    const resolved: CommentThread = testThread(2, {
      resolved_at: new Date().toISOString(),
      resolved_by: ALAN,
    });
    renderPanel({ threads: [testThread(1), resolved], tab: 'resolved' });
    expect(cards().map(quoteOf)).toEqual(['Quote 2']);
    expect(screen.getByText(/Resolved by Alan Turing/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeTruthy();
    expect(screen.queryByLabelText('Reply')).toBeNull();
  });

  it('offers no writing to those who may not comment', () => {
    const thread = testThread(1, {
      comments: [testComment(10, 1, { author: ALAN, abilities: { edit: false, delete: false } })],
      abilities: { delete: false },
    });
    renderPanel({ threads: [thread], canComment: false });
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(screen.queryByLabelText('Reply')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Comment actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thread actions' })).toBeNull();
    expect(screen.getByText('Comment 10')).toBeTruthy();
  });

  it('highlights the mentions of a comment, and says it was edited', () => {
    const thread = testThread(1, {
      comments: [
        testComment(10, 1, {
          body: 'Ask @Alan Turing',
          mentions: [ALAN],
          edited_at: '2026-11-20T11:00:00.000Z',
        }),
      ],
    });
    renderPanel({ threads: [thread] });
    expect(screen.getByText('@Alan Turing').tagName).toBe('SPAN');
    expect(screen.getByText('(edited)')).toBeTruthy();
  });

  it('keeps a reply the server refused, with its reason, and retries it as the same request', async () => {
    const MENTION_REFUSED = 'Only people who can read this doc can be mentioned';
    let refuse = true;
    const api = createFakeApi().on(commentEndpoints.reply, (request) => {
      if (refuse) return Response.json({ detail: MENTION_REFUSED }, { status: 422 });
      const body = request.body as { body: string };
      return Response.json(testComment(11, 1, { body: body.body }), { status: 201 });
    });
    renderPanel({ threads: [testThread(1)] }, api);
    const box = screen.getByLabelText<HTMLTextAreaElement>('Reply');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'Looks right' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText(MENTION_REFUSED)).toBeTruthy();
    expect(box.value).toBe('Looks right');

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(box.value).toBe(''));
    const sent = api
      .callsTo(commentEndpoints.reply, THREAD)
      .map(
        (request) =>
          request.body as { client_request_id: string; body: string; mentions: number[] },
      );
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      client_request_id: sent[0]?.client_request_id,
      body: 'Looks right',
      mentions: [],
    });
  });

  it('asks before deleting a comment', async () => {
    const api = createFakeApi().on(
      commentEndpoints.remove,
      () => new Response(null, { status: 204 }),
    );
    renderPanel({ threads: [testThread(1)] }, api);
    fireEvent.click(screen.getByRole('button', { name: 'Comment actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    expect(api.callsTo(commentEndpoints.remove, { ...THREAD, commentId: 10 })).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() =>
      expect(api.callsTo(commentEndpoints.remove, { ...THREAD, commentId: 10 })).toHaveLength(1),
    );
  });

  it('offers to delete a thread only where the server says the user may', () => {
    const comments = [
      testComment(10, 1, { author: ALAN, abilities: { edit: false, delete: true } }),
    ];
    const { unmount } = renderPanel({
      threads: [testThread(1, { comments, abilities: { delete: true } })],
    });
    expect(screen.getByRole('button', { name: 'Thread actions' })).toBeTruthy();
    unmount();
    renderPanel({ threads: [testThread(1, { comments, abilities: { delete: false } })] });
    expect(screen.queryByRole('button', { name: 'Thread actions' })).toBeNull();
  });
});
