import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../test/render';
import { openConfirmModal } from './ConfirmModal';
import { openPlanUpdatedModal } from './PlanUpdatedModal';

function pressEscape() {
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
}

/** A click on the dimmed page around the modal. */
function clickBackdrop() {
  const backdrop = document.querySelector('.mantine-Modal-overlay');
  if (!backdrop) throw new Error('The modal has no backdrop');
  fireEvent.mouseDown(backdrop);
  fireEvent.mouseUp(backdrop);
  fireEvent.click(backdrop);
}

describe('modals', () => {
  it("ask before a critical action with a red 'Yes, delete'", async () => {
    renderWithRouter(<p>Page</p>);
    const onConfirm = vi.fn();
    act(() => {
      openConfirmModal({
        title: 'Delete this document?',
        message: 'This cannot be undone: the data is deleted immediately.',
        critical: true,
        onConfirm,
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it.each([
    ['with Escape', pressEscape],
    ['on a click on the backdrop', clickBackdrop],
  ])('close %s', async (_, close) => {
    renderWithRouter(<p>Page</p>);
    act(() => {
      openConfirmModal({ title: 'Archive?', message: 'Sure?', onConfirm: () => undefined });
    });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    close();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'The Workspace plan has been updated' cannot be closed easily, only reloaded", async () => {
    renderWithRouter(<p>Page</p>);
    const reload = vi.fn();
    act(() => {
      openPlanUpdatedModal(reload);
    });
    expect(await screen.findByText('The Workspace plan has been updated')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    pressEscape();
    clickBackdrop();
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
