import { ProviderError } from '../provider';

/** What a test card does, like Stripe's test cards in test mode. */
export type CardBehaviour = 'succeeds' | 'fails_at_charge';

const TEST_CARDS: Record<string, { brand: string; behaviour: CardBehaviour | 'declined' }> = {
  '4242424242424242': { brand: 'visa', behaviour: 'succeeds' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'succeeds' },
  '4000000000000002': { brand: 'visa', behaviour: 'declined' },
  '4000000000000341': { brand: 'visa', behaviour: 'fails_at_charge' },
};

const DECLINED = 'Your card was declined.';
const INCORRECT_NUMBER = 'Your card number is incorrect.';
const EXPIRED = 'Your card has expired.';
const NOT_A_TEST_CARD =
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Checks a card as the provider would when the card form creates a payment method. */
export function checkTestCard(
  number: string,
  expMonth: number,
  expYear: number,
  now: Date,
): { brand: string; behaviour: CardBehaviour } {
  if (!luhnValid(number)) throw new ProviderError('sandbox', INCORRECT_NUMBER);
  const card = TEST_CARDS[number];
  if (!card) throw new ProviderError('sandbox', NOT_A_TEST_CARD);
  if (card.behaviour === 'declined') throw new ProviderError('sandbox', DECLINED);
  const year = now.getUTCFullYear();
  if (expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1)) {
    throw new ProviderError('sandbox', EXPIRED);
  }
  return { brand: card.brand, behaviour: card.behaviour };
}
