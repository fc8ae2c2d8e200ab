import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render';
import { PageLoader } from './PageLoader';

afterEach(() => vi.useRealTimers());

describe('PageLoader', () => {
  it('shows nothing for the first 200 ms, then the loader', () => {
    vi.useFakeTimers();
    renderWithMantine(<PageLoader label="Loading billing" />);
    const status = screen.getByRole('status', { name: 'Loading billing' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.children).toHaveLength(0);
    act(() => vi.advanceTimersByTime(199));
    expect(status.children).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(status.children).toHaveLength(1);
  });
});
