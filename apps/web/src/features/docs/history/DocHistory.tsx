import {
  Avatar,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import type { DocVersion, VersionAuthor } from '@hangar/contracts/doc-history';
import type { Doc } from '@hangar/contracts/docs';
import { avatarColor, initials } from '@hangar/domain/format';
import { IconArrowLeft, IconHistory, IconRestore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import * as Y from 'yjs';
import { encodeBase64 } from '@hangar/domain/unsaved-changes';
import { useSignedInUserId } from '../../../app/session';
import { findSession } from '../collab/registry';
import { openConfirmModal } from '../../../ui/ConfirmModal';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorCard } from '../../../ui/ErrorCard';
import { toast } from '../../../ui/toast';
import { compareVersion, sameContent } from './compare-versions';
import classes from './DocHistory.module.css';
import { docVersionQuery, useDocVersions, useRestoreDocVersion } from './history-queries';
import { VersionCompare } from './VersionCompare';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
const dateAndTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' });

function dayOf(iso: string, now = new Date()): string {
  const day = new Date(iso);
  const startOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const days = Math.round((startOf(now).getTime() - startOf(day).getTime()) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return day.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

function authorNames(authors: VersionAuthor[]): string {
  if (authors.length === 0) return 'Hangar';
  return authors.map((author) => author.fullname || 'Former member').join(', ');
}

export function Authors({ authors, size = 22 }: { authors: VersionAuthor[]; size?: number }) {
  return (
    <Avatar.Group spacing={6}>
      {authors.slice(0, 3).map((author) => (
        <Tooltip key={author.id} label={author.fullname} withArrow>
          <Avatar
            src={author.avatar}
            alt={author.fullname}
            size={size}
            radius="xl"
            variant="filled"
            color={avatarColor(author.fullname)}
          >
            {initials(author.fullname)}
          </Avatar>
        </Tooltip>
      ))}
    </Avatar.Group>
  );
}

function summary(version: DocVersion): string {
  if (version.restored_from) return `Restored the version of ${dateAndTime(version.restored_from)}`;
  const parts = [];
  if (version.words_added) parts.push(`${version.words_added} words added`);
  if (version.words_removed) parts.push(`${version.words_removed} removed`);
  return parts.length ? parts.join(', ') : 'Formatting or layout changed';
}

/** What the history shows: the page as it is now, or one of its versions. */
type Shown = 'current' | DocVersion;

function VersionList(props: {
  versions: DocVersion[];
  selected: number | 'current' | null;
  onSelect: (id: number | 'current') => void;
}) {
  const days = useMemo(() => {
    const grouped = new Map<string, DocVersion[]>();
    for (const version of props.versions) {
      const day = dayOf(version.created_at);
      grouped.set(day, [...(grouped.get(day) ?? []), version]);
    }
    return [...grouped];
  }, [props.versions]);
  const current = props.selected === 'current';
  return (
    <Stack gap="sm" className={classes.list} component="nav" aria-label="Versions">
      <UnstyledButton
        className={classes.version}
        data-selected={current || undefined}
        aria-current={current ? 'true' : undefined}
        data-testid="history-current"
        onClick={() => props.onSelect('current')}
      >
        <Text size="sm" fw={600}>
          Current version
        </Text>
        <Text size="xs" c="dimmed">
          The page as it is now, edits of the last minute included
        </Text>
      </UnstyledButton>
      {days.map(([day, versions]) => (
        <Stack key={day} gap={2}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px={10}>
            {day}
          </Text>
          {versions.map((version) => (
            <UnstyledButton
              key={version.id}
              className={classes.version}
              data-selected={version.id === props.selected || undefined}
              aria-current={version.id === props.selected ? 'true' : undefined}
              data-testid="history-version"
              onClick={() => props.onSelect(version.id)}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600}>
                  {time(version.created_at)}
                </Text>
                <Authors authors={version.authors} size={20} />
              </Group>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {authorNames(version.authors)}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {summary(version)}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

interface DocHistoryProps {
  workspaceId: number;
  doc: Doc;
  /** The restore went through: the history closes. */
  onRestored: () => void;
}

/** The page as this browser has it now (unsaved edits included), else as it was loaded. */
function useCurrentState(doc: Doc): string {
  const userId = useSignedInUserId();
  const [state] = useState(() => {
    const session = userId === null ? null : findSession(userId, doc.id);
    return session ? encodeBase64(Y.encodeStateAsUpdate(session.ydoc)) : doc.content_state;
  });
  return state;
}

/** 'before': the version just before the one shown (the latest version, for the current page). */
type ComparedWith = 'before' | number;

function comparedLabel(shown: Shown, comparedWith: ComparedWith, versions: DocVersion[]) {
  if (comparedWith !== 'before') {
    const other = versions.find((version) => version.id === comparedWith);
    return other ? `the version of ${dateAndTime(other.created_at)}` : 'another version';
  }
  return shown === 'current' ? 'the latest version' : 'the version before';
}

function VersionView({
  workspaceId,
  doc,
  shown,
  versions,
  onBack,
  onRestored,
}: DocHistoryProps & { shown: Shown; versions: DocVersion[]; onBack: (() => void) | null }) {
  const version = shown === 'current' ? null : shown;
  const currentState = useCurrentState(doc);
  const [comparedWith, setComparedWith] = useState<ComparedWith>('before');
  const versionQuery = (id: number) => docVersionQuery(workspaceId, doc.project_id, doc.id, id);
  const content = useQuery({ ...versionQuery(version?.id ?? 0), enabled: version !== null });
  const latestId = versions[0]?.id;
  const otherId =
    comparedWith !== 'before' ? comparedWith : version === null ? (latestId ?? null) : null;
  const other = useQuery({ ...versionQuery(otherId ?? 0), enabled: otherId !== null });
  const restore = useRestoreDocVersion(workspaceId, doc.project_id, doc.id);
  const shownState = version === null ? currentState : content.data?.content_state;
  const baseState =
    otherId !== null ? other.data?.content_state : (content.data?.previous_state ?? null);
  const loading = shownState === undefined || baseState === undefined;
  const blocks = useMemo(
    () => (loading ? null : compareVersion(shownState, baseState)),
    [loading, shownState, baseState],
  );
  const error = content.error ?? other.error;
  // A version the page still is: nothing to restore.
  const isNow = useMemo(
    () => content.data !== undefined && sameContent(content.data.content_state, currentState),
    [content.data, currentState],
  );
  const choices = [
    { value: 'before', label: version === null ? 'The latest version' : 'The version before' },
    ...versions
      .filter((candidate) => candidate.id !== version?.id)
      .map((candidate) => ({
        value: String(candidate.id),
        label: `${dateAndTime(candidate.created_at)} · ${authorNames(candidate.authors)}`,
      })),
  ];
  const askToRestore = (restored: DocVersion) =>
    openConfirmModal({
      title: 'Restore this version?',
      message: `The page goes back to how it was on ${dateAndTime(restored.created_at)}. Everyone editing it sees the change at once, and what it holds now stays in its history.`,
      confirmLabel: 'Restore',
      // A promise, not mutate's callbacks: the view may re-render away before the answer.
      onConfirm: () =>
        void restore.mutateAsync(restored.id).then(
          () => {
            toast.success('Version restored');
            onRestored();
          },
          (failure: Error) => toast.error(failure.message),
        ),
    });
  return (
    <Stack gap="sm" className={classes.compare}>
      {onBack ? (
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          onClick={onBack}
          w="fit-content"
        >
          All versions
        </Button>
      ) : null}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Text fw={700}>{version ? dateAndTime(version.created_at) : 'Current version'}</Text>
          {version ? (
            <Group gap={6}>
              <Authors authors={version.authors} />
              <Text size="sm" c="dimmed">
                {authorNames(version.authors)}
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              The page as it is now
            </Text>
          )}
        </Stack>
        {version && isNow ? (
          <Text size="sm" c="dimmed">
            The page is as this version left it.
          </Text>
        ) : null}
        {version && !isNow && doc.abilities.restoreVersion ? (
          <Button
            leftSection={<IconRestore size={16} />}
            onClick={() => askToRestore(version)}
            loading={restore.isPending}
          >
            Restore this version
          </Button>
        ) : null}
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label="Compared with"
          size="xs"
          w={320}
          maw="100%"
          data={choices}
          value={String(comparedWith)}
          allowDeselect={false}
          onChange={(value) =>
            setComparedWith(value === 'before' || !value ? 'before' : Number(value))
          }
        />
        <Text size="xs" c="dimmed">
          Since {comparedLabel(shown, comparedWith, versions)}:{' '}
          <ins className={classes.added}>added</ins> <del className={classes.removed}>removed</del>
        </Text>
      </Group>
      {error ? (
        <ErrorCard error={error} />
      ) : blocks === null ? (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label="Loading the version" />
        </Group>
      ) : (
        <VersionCompare blocks={blocks} />
      )}
    </Stack>
  );
}

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
