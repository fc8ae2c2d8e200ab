import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProjectLayout } from '../../../app/layouts/ProjectLayout';
import { STORAGE_PREFIX } from '../../../lib/storage';
import { renderRoutes } from '../../../test/render';
import { roomForComments } from '../../comments/components/CommentsLayout';
import { docsPanelAside } from './docs-panel-aside';
import { setWindowWidth } from '../../../test/window-width';

function renderProjectPage() {
  return renderRoutes(
    [
      {
        element: <ProjectLayout docsPanel={<p>Docs tree</p>} projectTitle={<span>Apollo</span>} />,
        children: [{ path: '/p', element: <p>Project page</p> }],
      },
    ],
    { path: '/p' },
  );
}

const tree = () => screen.queryByRole('complementary', { name: 'Documentation' });
const prefs = () => JSON.parse(window.localStorage.getItem(`${STORAGE_PREFIX}user-prefs`) ?? '{}');

beforeEach(() => {
  // The shell opens the live channel and asks for the config: keep both off the network.
  vi.stubGlobal('EventSource', undefined);
  vi.stubGlobal('fetch', () =>
    Promise.resolve(Response.json({ detail: 'Not here' }, { status: 404 })),
  );
  setWindowWidth(1280);
});

afterEach(() => {
  act(() => docsPanelAside.giveBack());
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the docs tree beside the comments', () => {
  it('gives way when the doc column keeps less than 600 px beside the slimmest panel', () => {
    // 1280 px with the main menu and the tree open: 631 px of column.
    expect(roomForComments(631, 32)).toBe(false);
    expect(roomForComments(891, 32)).toBe(false);
    expect(roomForComments(892, 32)).toBe(true);
    // The tree gone: 912 px.
    expect(roomForComments(912, 32)).toBe(true);
  });

  it('stands aside while the comments ask, without touching the saved choice', () => {
    renderProjectPage();
    expect(tree()).toBeTruthy();
    act(() => docsPanelAside.ask());
    expect(tree()).toBeNull();
    const show = screen.getByRole('button', { name: 'Show documentation panel' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    act(() => docsPanelAside.giveBack());
    expect(tree()).toBeTruthy();
    expect(window.localStorage.getItem(`${STORAGE_PREFIX}user-prefs`)).toBeNull();
  });

  it('shows as the user chose once they toggle it, whatever the comments do next', () => {
    renderProjectPage();
    act(() => docsPanelAside.ask());
    fireEvent.click(screen.getByRole('button', { name: 'Show documentation panel' }));
    expect(tree()).toBeTruthy();
    expect(prefs()).toEqual({ docsPanelOpened: true });
    fireEvent.click(screen.getByRole('button', { name: 'Hide documentation panel' }));
    expect(tree()).toBeNull();
    act(() => docsPanelAside.giveBack());
    expect(tree()).toBeNull();
    expect(prefs()).toEqual({ docsPanelOpened: false });
  });

  it('leaves a tree the user had closed closed', () => {
    window.localStorage.setItem(
      `${STORAGE_PREFIX}user-prefs`,
      JSON.stringify({ docsPanelOpened: false }),
    );
    renderProjectPage();
    act(() => docsPanelAside.ask());
    act(() => docsPanelAside.giveBack());
    expect(tree()).toBeNull();
  });
});
