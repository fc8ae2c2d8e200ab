import { Avatar, Button, Group, Loader, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { DocVersion, VersionAuthor } from '@hangar/contracts/doc-history';
import type { Doc } from '@hangar/contracts/docs';
import { avatarColor, initials } from '@hangar/domain/format';
import { IconArrowLeft, IconHistory, IconRestore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { openConfirmModal } from '../../../ui/ConfirmModal';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorCard } from '../../../ui/ErrorCard';
import { toast } from '../../../ui/toast';
import { compareVersion } from './compare-versions';
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

function VersionList(props: {
  versions: DocVersion[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const days = useMemo(() => {
    const grouped = new Map<string, DocVersion[]>();
    for (const version of props.versions) {
      const day = dayOf(version.created_at);
      grouped.set(day, [...(grouped.get(day) ?? []), version]);
    }
    return [...grouped];
  }, [props.versions]);
  return (
    <Stack gap="sm" className={classes.list} component="nav" aria-label="Versions">
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

function VersionView({
  workspaceId,
  doc,
  version,
  onBack,
  onRestored,
}: DocHistoryProps & { version: DocVersion; onBack: (() => void) | null }) {
  const content = useQuery(docVersionQuery(workspaceId, doc.project_id, doc.id, version.id));
  const restore = useRestoreDocVersion(workspaceId, doc.project_id, doc.id);
  const blocks = useMemo(
    () =>
      content.data ? compareVersion(content.data.content_state, content.data.previous_state) : null,
    [content.data],
  );
  const askToRestore = () =>
    openConfirmModal({
      title: 'Restore this version?',
      message: `The page goes back to how it was on ${dateAndTime(version.created_at)}. Everyone editing it sees the change at once, and what it holds now stays in its history.`,
      confirmLabel: 'Restore',
      // A promise, not mutate's callbacks: the view may re-render away before the answer.
      onConfirm: () =>
        void restore.mutateAsync(version.id).then(
          () => {
            toast.success('Version restored');
            onRestored();
          },
          (error: Error) => toast.error(error.message),
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
          <Text fw={700}>{dateAndTime(version.created_at)}</Text>
          <Group gap={6}>
            <Authors authors={version.authors} />
            <Text size="sm" c="dimmed">
              {authorNames(version.authors)}
            </Text>
          </Group>
        </Stack>
        {doc.abilities.restoreVersion ? (
          <Button
            leftSection={<IconRestore size={16} />}
            onClick={askToRestore}
            loading={restore.isPending}
          >
            Restore this version
          </Button>
        ) : null}
      </Group>
      <Group gap="md">
        <Text size="xs" c="dimmed">
          Since the version before: <ins className={classes.added}>added</ins>{' '}
          <del className={classes.removed}>removed</del>
        </Text>
      </Group>
      {content.isError ? (
        <ErrorCard error={content.error} />
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

/** The page history of a doc: its versions by day, one shown with what it changed, its restore. */
export function DocHistory(props: DocHistoryProps & { small: boolean }) {
  const { workspaceId, doc, small } = props;
  const versions = useDocVersions(workspaceId, doc.project_id, doc.id);
  const [picked, setPicked] = useState<number | null>(null);
  const list = versions.data ?? [];
  const selected =
    list.find((version) => version.id === picked) ?? (small ? null : list[0]) ?? null;

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
    <VersionView {...props} version={selected} onBack={small ? () => setPicked(null) : null} />
  ) : null;
  if (small) return view ?? <VersionList versions={list} selected={null} onSelect={setPicked} />;
  return (
    <div className={classes.layout}>
      <VersionList versions={list} selected={selected?.id ?? null} onSelect={setPicked} />
      {view}
    </div>
  );
}
