import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { ErrorPage } from './ErrorPage';

vi.mock('../session', () => ({
  useSession: () => ({ status: 'signed-in', userId: 1, workspaceId: 12 }),
}));

describe('ErrorPage for a signed-in user with a workspace', () => {
  it("leads 'Back to Dashboard', to the workspace", () => {
    renderWithRouter(<ErrorPage status={403} />);
    const back = screen.getByRole('link', { name: 'Back to Dashboard' });
    expect(back.getAttribute('href')).toBe('/workspace/12');
    expect(screen.queryByRole('link', { name: 'Back to Homepage' })).toBeNull();
  });
});
