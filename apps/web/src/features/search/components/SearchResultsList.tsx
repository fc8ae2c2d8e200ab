import { Text } from '@mantine/core';
import { useId } from 'react';
import { SearchResultItem } from './SearchResultItem';
import type { SearchSection } from '../search-results';
import classes from './Search.module.css';

interface SearchResultsListProps {
  /** The sections in their order; the list box's options are their results, in that order. */
  sections: readonly SearchSection[];
  /** In the modal: a list box whose active option follows the keyboard. */
  listbox?: { id: string; active: number; setActive: (index: number) => void };
  onOpen?: () => void;
}

export function resultOptionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

/** The index, across all sections, of each section's first result. */
function firstIndexes(sections: readonly SearchSection[]): number[] {
  const firsts: number[] = [];
  let count = 0;
  for (const section of sections) {
    firsts.push(count);
    count += section.results.length;
  }
  return firsts;
}

/**
 * Results under their section's title (Groups, Projects, ..., In documents, In logs), each
 * section a group named by its title; the active option's index counts across the sections.
 */
export function SearchResultsList({ sections, listbox, onOpen }: SearchResultsListProps) {
  const labelId = useId();
  const firsts = firstIndexes(sections);
  return (
    <div
      id={listbox?.id}
      role={listbox ? 'listbox' : undefined}
      aria-label={listbox ? 'Search results' : undefined}
    >
      {sections.map((section, sectionIndex) => (
        <div
          key={section.key}
          role="group"
          aria-labelledby={`${labelId}-${section.key}`}
          data-search-section={section.key}
        >
          <Text
            id={`${labelId}-${section.key}`}
            size="xs"
            fw={600}
            c="dimmed"
            tt="uppercase"
            className={classes.sectionLabel}
            role={listbox ? 'presentation' : 'heading'}
            aria-level={listbox ? undefined : 2}
          >
            {section.label}
          </Text>
          {section.results.map((result, resultIndex) => {
            const index = (firsts[sectionIndex] ?? 0) + resultIndex;
            return (
              <SearchResultItem
                key={result.key}
                result={result}
                onOpen={onOpen}
                option={
                  listbox
                    ? {
                        id: resultOptionId(listbox.id, index),
                        active: index === listbox.active,
                        onHover: () => listbox.setActive(index),
                      }
                    : undefined
                }
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}
