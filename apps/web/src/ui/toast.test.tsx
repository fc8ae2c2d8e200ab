import { notificationsStore } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { TOAST_DURATION_MS } from '@hangar/domain/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OverlaysHost from '../app/OverlaysHost';
import { renderWithMantine } from '../test/render';
import { toast } from './toast';

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
});
