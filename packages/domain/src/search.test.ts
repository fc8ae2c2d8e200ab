import { describe, expect, it } from 'vitest';
import { buildSearchIndex, normalizeSearchText, searchItems } from './search';

const items = [
  { title: 'Évènement de lancement' },
  { title: 'Launch checklist' },
  { title: 'Weekly log' },
];

describe('search', () => {
  it('ignores case and accents', () => {
    expect(normalizeSearchText('Évènement Déjà')).toBe('evenement deja');
    expect(searchItems(buildSearchIndex(items), 'EVENEMENT')).toEqual([items[0]]);
  });

  it('folds the French ligatures œ and æ', () => {
    expect(normalizeSearchText('Cœur ŒUVRE Lætitia')).toBe('coeur oeuvre laetitia');
    const index = buildSearchIndex([{ title: 'Sœur Anne' }, { title: 'Ex æquo' }]);
    expect(searchItems(index, 'soeur').map((item) => item.title)).toEqual(['Sœur Anne']);
    expect(searchItems(index, 'aequo').map((item) => item.title)).toEqual(['Ex æquo']);
  });

  it('starts from one character and needs every word', () => {
    const index = buildSearchIndex(items);
    expect(searchItems(index, 'l').map((item) => item.title)).toEqual([
      'Évènement de lancement',
      'Launch checklist',
      'Weekly log',
    ]);
    expect(searchItems(index, 'launch list')).toEqual([items[1]]);
    expect(searchItems(index, '   ')).toEqual([]);
  });
});
