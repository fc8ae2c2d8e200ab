import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { renderWithMantine } from '../test/render';
import { ErrorCard } from './ErrorCard';

function renderCard(error: unknown) {
  return renderWithMantine(<ErrorCard error={error} />);
}

function cardText(): string {
  return screen.getByRole('alert').textContent ?? '';
}

describe('ErrorCard', () => {
  it('shows a simple error’s detail as its title', () => {
    renderCard(new ApiError(404, { detail: 'This group does not exist' }));
    expect(cardText()).toBe('This group does not exist');
  });

  it("shows a structured error as 'Error' and key: value lines", () => {
    renderCard(new ApiError(409, { detail: { name: 'already used', seats: 3 } }));
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByText('name: already used')).toBeTruthy();
    expect(screen.getByText('seats: 3')).toBeTruthy();
  });

  it("shows a validation error as 'Form Error' and location: message lines", () => {
    renderCard(
      new ApiError(422, {
        detail: [
          { loc: ['body', 'email'], msg: 'Invalid email address' },
          { loc: ['body', 'invites', 1, 'email'], msg: 'This field is required' },
          { loc: ['query', 'limit'], msg: 'Too big' },
        ],
      }),
    );
    expect(screen.getByText('Form Error')).toBeTruthy();
    expect(screen.getByText('email: Invalid email address')).toBeTruthy();
    expect(screen.getByText('invites.1.email: This field is required')).toBeTruthy();
    expect(screen.getByText('query.limit: Too big')).toBeTruthy();
  });

  it("shows the payment provider's message", () => {
    renderCard(new ApiError(402, { detail: 'Your card has expired.', provider: 'stripe' }));
    expect(cardText()).toBe('Your card has expired.');
  });

  it("shows anything else as 'Unexpected Error'", () => {
    renderCard(new Error('boom'));
    expect(screen.getByText('Unexpected Error')).toBeTruthy();
    expect(
      screen.getByText('An unknown error has occured. Please contact support for help.'),
    ).toBeTruthy();
  });
});
