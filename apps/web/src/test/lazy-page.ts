// How long a test waits for a page that loads lazily. On a busy 2-core CI machine the first
// import of a route's chunk has taken more than 5 s; the web tests' own limit is 15 s.
export const LAZY_PAGE = { timeout: 12_000 };
