import { listingBlock } from './listing-block';

/** The doc's headings, listed where it stands. */
export const TableOfContents = listingBlock(
  'tableOfContents',
  'data-table-of-contents',
  'Contents',
);
