import { describe, expect, it } from 'vitest';
import { browserCountry, countryMatches, countryName, countryOptions } from './countries';

describe('the country picker', () => {
  it('names every country in English, sorted by name', () => {
    const labels = countryOptions().map((option) => option.label);
    expect(countryName('FR')).toBe('France');
    expect(countryName('US')).toBe('United States');
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
  });

  it("defaults to the country of the browser's first language that has one", () => {
    expect(browserCountry(['fr-FR', 'en-US'])).toBe('FR');
    expect(browserCountry(['en-GB'])).toBe('GB');
    expect(browserCountry(['fr'])).toBe('FR');
    expect(browserCountry(['de-CH', 'de'])).toBe('CH');
    expect(browserCountry(['not a tag', 'es-419', 'pt-BR'])).toBe('BR');
    expect(browserCountry([])).toBe('');
    expect(browserCountry(undefined)).toBe('');
  });

  it('finds a country by part of its name, accents aside, or by its code', () => {
    const find = (query: string) =>
      countryOptions()
        .filter((option) => countryMatches(option, query))
        .map((option) => option.value);
    expect(find('fra')).toEqual(['FR']);
    expect(find('cote')).toContain('CI');
    expect(find('de')).toContain('DE');
    expect(find('  ')).toHaveLength(countryOptions().length);
  });
});
