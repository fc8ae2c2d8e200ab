/** A planning phase (Design, 2 to 20 November 2026), with the given values instead. */
export const phase = (values: Record<string, unknown> = {}) => ({
  id: 'design',
  name: 'Design',
  start: '2026-11-02',
  end: '2026-11-20',
  color: 'blue',
  progress: 40,
  links: [],
  ...values,
});

/** A planning milestone (Beta, 1 December 2026), with the given values instead. */
export const milestone = (values: Record<string, unknown> = {}) => ({
  id: 'beta',
  name: 'Beta',
  date: '2026-12-01',
  color: 'red',
  links: [],
  ...values,
});
