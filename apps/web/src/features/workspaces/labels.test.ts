import { describe, expect, it } from 'vitest';
import { planAndSeats, teamLine } from './labels';

const free = { plan: 'FREE' as const, nb_seats: 1, nb_members: 1, nb_pending_invites: 0 };

describe('the plan line', () => {
  it('says who is in a free workspace, invitations apart', () => {
    expect(planAndSeats(free)).toBe('Free · 1 member');
    expect(planAndSeats({ ...free, nb_seats: 2, nb_pending_invites: 1 })).toBe(
      'Free · 1 member · 1 pending invitation',
    );
    expect(planAndSeats({ ...free, nb_seats: 6, nb_members: 3, nb_pending_invites: 3 })).toBe(
      'Free · 3 members · 3 pending invitations',
    );
  });

  it('names the team the same way on the billing page', () => {
    expect(teamLine({ nb_members: 2, nb_pending_invites: 0 })).toBe('2 members');
    expect(teamLine({ nb_members: 1, nb_pending_invites: 2 })).toBe(
      '1 member · 2 pending invitations',
    );
  });

  it('shows the seats bought on a paid plan', () => {
    expect(planAndSeats({ ...free, plan: 'PREMIUM', nb_seats: 3, nb_pending_invites: 1 })).toBe(
      'Premium · 3 seats',
    );
    expect(planAndSeats({ ...free, plan: 'PRO', nb_seats: 1 })).toBe('Pro · 1 seat');
  });
});
