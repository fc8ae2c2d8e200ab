import { Group, Loader } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorCard } from '../../../ui/ErrorCard';
import classes from './DocHistory.module.css';
import { useDocVersions } from './history-queries';
import { VersionList } from './VersionList';
import { VersionView, type DocHistoryProps, type Shown } from './VersionView';

/**
 * The page history of a doc: the page as it is now, then its versions by day; the one shown with
 * what changed since the version before (or any other), and its restore.
 */
export function DocHistory(props: DocHistoryProps & { small: boolean }) {
  const { workspaceId, doc, small } = props;
  const versions = useDocVersions(workspaceId, doc.project_id, doc.id);
  const [picked, setPicked] = useState<number | 'current' | null>(null);
  const list = versions.data ?? [];
  const selected: Shown | null =
    picked === 'current'
      ? 'current'
      : (list.find((version) => version.id === picked) ?? (small ? null : 'current'));

  if (versions.isError) return <ErrorCard error={versions.error} />;
  if (versions.isPending) {
    return (
      <Group justify="center" p="lg">
        <Loader size="sm" aria-label="Loading the history" />
      </Group>
    );
  }
  if (list.length === 0) {
    return (
      <EmptyState icon={<IconHistory size={26} stroke={1.6} />} title="No versions yet" compact>
        A version is kept once people stop editing for a while, or leave the page. Each shows who
        changed what.
      </EmptyState>
    );
  }
  const view = selected ? (
    <VersionView
      {...props}
      // A new comparison for each page shown.
      key={selected === 'current' ? 'current' : selected.id}
      shown={selected}
      versions={list}
      onBack={small ? () => setPicked(null) : null}
    />
  ) : null;
  const selectedId = selected === null || selected === 'current' ? selected : selected.id;
  if (small) return view ?? <VersionList versions={list} selected={null} onSelect={setPicked} />;
  return (
    <div className={classes.layout}>
      <VersionList versions={list} selected={selectedId} onSelect={setPicked} />
      {view}
    </div>
  );
}
