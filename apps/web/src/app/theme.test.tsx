import {
  FADE_DURATION_MS,
  SIDE_PANEL_ANIMATION_MS,
  TOOLTIP_COMPACT_MAX_WIDTH,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SLOW_DELAY_MS,
} from '@hangar/domain/constants';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import { AvatarRow } from '../ui/AvatarRow';
import { theme } from './theme';

// SPEC.md section 9: the numbers are written out, so that changing a constant fails here.
describe('tooltips and animations', () => {
  it('open after 100 ms (500 ms for slow ones) and fade in 200 ms; side panels slide in 200 ms', () => {
    expect([TOOLTIP_DELAY_MS, TOOLTIP_SLOW_DELAY_MS, FADE_DURATION_MS]).toEqual([100, 500, 200]);
    expect(SIDE_PANEL_ANIMATION_MS).toBe(200);
    expect(theme.components?.Tooltip?.defaultProps).toMatchObject({
      openDelay: 100,
      transitionProps: { transition: 'fade', duration: 200 },
    });
  });

  it('compact tooltips (the avatar row’s others) are at most 200 px wide', async () => {
    expect(TOOLTIP_COMPACT_MAX_WIDTH).toBe(200);
    const people = [1, 2, 3, 4, 5].map((id) => ({
      id,
      fullname: `Person ${id}`,
      email: `p${id}@example.com`,
      avatar: null,
      initial: 'P',
    }));
    renderWithRouter(<AvatarRow users={people} label="Team" />);
    fireEvent.mouseEnter(screen.getByTestId('avatar-row-more'));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('Person 5');
    // Mantine writes 200 px in rem (16 px each), scaled.
    expect(tooltip.style.maxWidth).toBe('calc(12.5rem * var(--mantine-scale))');
  });
});
