import { listingBlock } from './listing-block';

/** The doc's child pages, listed where it stands. */
export const Subpages = listingBlock('subpages', 'data-subpages', 'Subpages');
