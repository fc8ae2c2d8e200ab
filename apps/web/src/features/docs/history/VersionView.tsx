import { Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import type { DocVersion } from '@hangar/contracts/doc-history';
import type { Doc } from '@hangar/contracts/docs';
import { encodeBase64 } from '@hangar/domain/unsaved-changes';
import { IconArrowLeft, IconRestore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import * as Y from 'yjs';
import { useSignedInUserId } from '../../../app/session';
import { openConfirmModal } from '../../../ui/ConfirmModal';
import { ErrorCard } from '../../../ui/ErrorCard';
import { toast } from '../../../ui/toast';
import { findSession } from '../collab/registry';
import { compareVersion, sameContent } from './compare-versions';
import classes from './DocHistory.module.css';
import { authorNames, dateAndTime } from './history-format';
import { docVersionQuery, useRestoreDocVersion } from './history-queries';
import { VersionCompare } from './VersionCompare';
import { Authors } from './VersionList';

/** What the history shows: the page as it is now, or one of its versions. */
export type Shown = 'current' | DocVersion;

export interface DocHistoryProps {
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

/** One page of the history (or the page now), compared with another, and its restore. */
export function VersionView({
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
