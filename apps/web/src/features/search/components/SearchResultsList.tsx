import { Text } from '@mantine/core';
import { Fragment } from 'react';
import { SearchResultItem } from './SearchResultItem';
import { sectionsOf, type SearchResult } from '../search-results';
import classes from './Search.module.css';

interface SearchResultsListProps {
  results: readonly SearchResult[];
  /** In the modal: a list box whose active option follows the keyboard. */
  listbox?: { id: string; active: number; setActive: (index: number) => void };
  onOpen?: () => void;
}

export function resultOptionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

/** Results under their section's title (Groups, Projects, ...), in the order found. */
export function SearchResultsList({ results, listbox, onOpen }: SearchResultsListProps) {
  const positions = new Map(results.map((result, index) => [result.key, index]));
  return (
    <div
      id={listbox?.id}
      role={listbox ? 'listbox' : undefined}
      aria-label={listbox ? 'Search results' : undefined}
    >
      {sectionsOf(results).map((section) => (
        <Fragment key={section.kind}>
          <Text
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
          {section.results.map((result) => {
            const index = positions.get(result.key) ?? 0;
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
        </Fragment>
      ))}
    </div>
  );
}
