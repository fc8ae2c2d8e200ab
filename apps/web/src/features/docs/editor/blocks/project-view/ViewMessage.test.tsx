import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../api/api-error';
import { renderWithMantine } from '../../../../../test/render';
import { ViewError } from './ViewMessage';

describe('a live view whose data cannot be read', () => {
  it('tells a reader without access that the part is not theirs to see, not an error', () => {
    for (const status of [403, 404]) {
      const { unmount } = renderWithMantine(
        <ViewError
          error={new ApiError(status, { detail: 'Project not found' })}
          what="logs"
          onRetry={vi.fn()}
        />,
      );
      expect(screen.getByTestId('project-view-message').textContent).toBe(
        "You can't see this project's logs.",
      );
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      unmount();
    }
  });

  it('offers to try again after another failure', () => {
    const retry = vi.fn();
    renderWithMantine(
      <ViewError error={new ApiError(503, null)} what="important links" onRetry={retry} />,
    );
    expect(screen.getByText("Couldn't load the important links.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
