import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';

/** A scrape, parsed: the tests read it as Prometheus would. */
export interface Scrape {
  /** The families with their HELP and TYPE. */
  families: ParsedFamily[];
  /**
   * The value of a series whose labels include these (0 when there is none), by its name as
   * Prometheus stores it: a histogram's observations are `<name>_count`.
   */
  value(name: string, labels?: Record<string, string>): number;
  /** Every value a label takes in the series of that name. */
  labelValues(name: string, label: string): string[];
}

/**
 * The parser folds every series of a labelled histogram into one (its issue #13), so the series
 * are read from a second parse with the histograms typed `untyped`: each line its own sample.
 */
export function parseScrape(text: string): Scrape {
  const families = parsePrometheusTextFormat(text);
  const flat = parsePrometheusTextFormat(text.replace(/^(# TYPE \S+) histogram$/gm, '$1 untyped'));
  const samples = (name: string) =>
    flat.filter((family) => family.name === name).flatMap((family) => family.metrics);
  return {
    families,
    value(name, labels = {}) {
      const found = samples(name).find((sample) =>
        Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value),
      );
      return Number(found?.value ?? 0);
    },
    labelValues: (name, label) => samples(name).flatMap((sample) => sample.labels?.[label] ?? []),
  };
}
