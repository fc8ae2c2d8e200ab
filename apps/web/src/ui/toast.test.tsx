import { notificationsStore } from '@mantine/notifications';
import { act, fireEvent, screen } from '@testing-library/react';
import { TOAST_DURATION_MS } from '@hangar/domain/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OverlaysHost from '../app/OverlaysHost';
import { renderWithMantine } from '../test/render';
import { toast, toastId } from './toast';

/** The toasts showing, not leaving (a leaving one stays on screen for its exit transition). */
function shownToastIds(): string[] {
  return notificationsStore.getState().notifications.map((notification) => notification.id ?? '');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a toast', () => {
  it(`shows for ${TOAST_DURATION_MS} ms (SPEC.md section 9), then goes`, () => {
    vi.useFakeTimers();
    renderWithMantine(<OverlaysHost />);
    let id = '';
    act(() => {
      id = toast.success('Document archived');
    });
    expect(screen.getByText('Document archived')).toBeTruthy();

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(shownToastIds()).toEqual([id]);
    expect(screen.getByText('Document archived')).toBeTruthy();

    act(() => vi.advanceTimersByTime(1));
    expect(shownToastIds()).toEqual([]);
    // Then off the screen once its exit transition is over.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Document archived')).toBeNull();
  });

  it('is not stacked twice: the same words while it shows give one toast', () => {
    renderWithMantine(<OverlaysHost />);
    act(() => {
      notificationsStore.setState({ ...notificationsStore.getState(), notifications: [] });
      toast.success('Project created');
      toast.success('Project created');
      toast.error('Project created');
    });
    expect(shownToastIds()).toEqual([
      toastId('teal', 'Project created'),
      toastId('red', 'Project created'),
    ]);
    expect(screen.getAllByText('Project created')).toHaveLength(2);
  });
});

describe('a toast with an action', () => {
  it('shows its button for its own duration; pressing it acts and closes the toast', () => {
    vi.useFakeTimers();
    renderWithMantine(<OverlaysHost />);
    const undo = vi.fn();
    act(() => {
      notificationsStore.setState({ ...notificationsStore.getState(), notifications: [] });
      toast.success('Log moved to the trash', {
        action: { label: 'Undo', key: '12', onClick: undo },
        duration: 3 * TOAST_DURATION_MS,
      });
    });
    act(() => vi.advanceTimersByTime(2 * TOAST_DURATION_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));

    expect(undo).toHaveBeenCalledOnce();
    expect(shownToastIds()).toEqual([]);
  });

  it('gets its own toast for each thing it acts on', () => {
    const action = (key: string) => ({ label: 'Undo', key, onClick: () => undefined });
    expect(toastId('teal', 'Log moved to the trash', { action: action('12') })).not.toBe(
      toastId('teal', 'Log moved to the trash', { action: action('13') }),
    );
  });
});

describe('the id of a toast', () => {
  it('follows its words, its colour and its link', () => {
    expect(toastId('teal', 'Saved')).toBe(toastId('teal', 'Saved'));
    expect(toastId('teal', 'Saved')).not.toBe(toastId('teal', 'Saved!'));
    expect(toastId('teal', 'Saved')).not.toBe(toastId('red', 'Saved'));
    expect(toastId('teal', 'Saved', { description: 'a' })).not.toBe(toastId('teal', 'Saved'));
    expect(toastId('teal', 'Log created', { link: { label: 'Open', to: '/a' } })).not.toBe(
      toastId('teal', 'Log created', { link: { label: 'Open', to: '/b' } }),
    );
  });
});
