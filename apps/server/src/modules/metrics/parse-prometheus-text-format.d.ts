/** The parser the metrics tests read the text format with (it ships no types of its own). */
declare module 'parse-prometheus-text-format' {
  export interface ParsedSample {
    value?: string;
    labels?: Record<string, string>;
    count?: string;
    sum?: string;
  }

  export interface ParsedFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: ParsedSample[];
  }

  /** Throws on a line that is not the text format. */
  export default function parsePrometheusTextFormat(text: string): ParsedFamily[];
}
