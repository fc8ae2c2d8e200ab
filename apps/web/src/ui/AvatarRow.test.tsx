import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import { AvatarRow, personInitials, splitAvatars } from './AvatarRow';

function person(id: number, fullname: string) {
  return { id, fullname, email: `p${id}@example.com`, avatar: null, initial: fullname.charAt(0) };
}

const TEAM = [
  person(1, 'Ada Lovelace'),
  person(2, 'Grace Hopper'),
  person(3, 'Alan Turing'),
  person(4, 'Katherine Johnson'),
  person(5, ''),
];

describe('the avatar row', () => {
  it('shows the first 3 people, then +N naming the others', () => {
    renderWithRouter(<AvatarRow users={TEAM} label="Project team" />);
    const row = screen.getByRole('group', { name: 'Project team' });
    expect(screen.getByLabelText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByLabelText('Alan Turing')).toBeTruthy();
    expect(screen.queryByLabelText('Katherine Johnson')).toBeNull();
    const more = screen.getByTestId('avatar-row-more');
    expect(more.textContent).toBe('+2');
    // Someone without a name yet is named by their address.
    expect(more.getAttribute('aria-label')).toBe('2 more: Katherine Johnson, p5@example.com');
    expect(row.contains(more)).toBe(true);
  });

  it('has no +N for 3 people or fewer, and an add link when asked', () => {
    renderWithRouter(
      <AvatarRow users={TEAM.slice(0, 3)} label="Team" addTo="/team?modal=add-users" />,
    );
    expect(screen.queryByTestId('avatar-row-more')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add people' }).getAttribute('href')).toBe(
      '/team?modal=add-users',
    );
  });

  it('splits any list at 3', () => {
    expect(splitAvatars([1, 2, 3, 4, 5])).toEqual({ visible: [1, 2, 3], others: [4, 5] });
    expect(splitAvatars([1])).toEqual({ visible: [1], others: [] });
  });

  it('names every face for screen readers', () => {
    renderWithRouter(<AvatarRow users={TEAM} label="Project team" />);
    expect(screen.getByRole('img', { name: 'Grace Hopper' }).textContent).toBe('GH');
    expect(screen.getByRole('img', { name: /^2 more/ }).textContent).toBe('+2');
  });
});

describe('the initials of an avatar', () => {
  it('are at most two letters: the first and last names’', () => {
    const initialsOf = (fullname: string) => personInitials({ fullname, email: 'm@example.com' });
    expect(initialsOf('Maximilian Alexander Wolfeschlegel')).toBe('MW');
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  Ada  ')).toBe('A');
  });

  it('are the address’s first letter for someone without a name yet', () => {
    expect(personInitials({ fullname: '', email: 'zoe@example.com' })).toBe('Z');
    expect(personInitials({ fullname: ' ', email: '' })).toBe('?');
  });
});
