import { COUNTRY_CODES, isCountryCode } from '@hangar/contracts/countries';

export interface CountryOption {
  value: string;
  label: string;
}

let options: CountryOption[] | null = null;

/** The countries by English name (the browser's Intl.DisplayNames), for the country picker. */
export function countryOptions(): CountryOption[] {
  if (options) return options;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  options = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (a, b) => a.label.localeCompare(b.label),
  );
  return options;
}

/** 'France' for 'FR'; the code itself when the browser has no name for it. */
export function countryName(code: string): string {
  return countryOptions().find((option) => option.value === code)?.label ?? code;
}

function regionOf(tag: string): string | undefined {
  try {
    // 'fr' alone maximizes to 'fr-Latn-FR': a language's most likely country.
    return new Intl.Locale(tag).maximize().region;
  } catch {
    return undefined;
  }
}

/**
 * The country of the browser's preferred languages ('en-GB' -> 'GB', 'fr' -> 'FR'): the first
 * one that is in our list, or '' (the picker then asks).
 */
export function browserCountry(languages: readonly string[] | undefined): string {
  for (const tag of languages ?? []) {
    const region = regionOf(tag)?.toUpperCase();
    if (region && isCountryCode(region)) return region;
  }
  return '';
}

function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A typed query finds a country by its name, accents aside ('cote' -> Côte d’Ivoire), or its code. */
export function countryMatches(option: CountryOption, query: string): boolean {
  const wanted = folded(query.trim());
  if (!wanted) return true;
  return folded(option.label).includes(wanted) || option.value.toLowerCase() === wanted;
}
