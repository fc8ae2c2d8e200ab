import { Group, Progress, Stack, Text } from '@mantine/core';
import type { EditorView } from '@tiptap/pm/view';
import { useCallback, useState } from 'react';
import { insertAttachments, type FileUpload } from './attachment-upload';

/**
 * The files being attached by this editor, and how to attach more: to the project of the route
 * (`.../project/:projectid`), in its workspace. Elsewhere (a share link) nothing is attached.
 */
export function useFileUploads(
  params: { wsid?: string; projectid?: string },
  maxBytes: number | undefined,
) {
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const workspaceId = Number(params.wsid);
  const projectId = Number(params.projectid);
  const onProgress = useCallback((upload: FileUpload, done: boolean) => {
    setUploads((current) => {
      const others = current.filter((item) => item.id !== upload.id);
      return done ? others : [...others, upload].sort((a, b) => a.id - b.id);
    });
  }, []);
  const insert = (view: EditorView, files: File[]) => {
    if (!Number.isSafeInteger(workspaceId) || !Number.isSafeInteger(projectId)) return;
    void insertAttachments(view, files, {
      target: { workspaceId, projectId },
      maxBytes,
      onProgress,
    });
  };
  return { uploads, insert };
}

/** "Uploading report.pdf… 40 %" for each file on its way. */
export function FileUploadStatus({ uploads }: { uploads: FileUpload[] }) {
  if (uploads.length === 0) return null;
  return (
    <Stack gap={6} role="status" aria-live="polite" mt="xs">
      {uploads.map((upload) => {
        const percent = Math.round(upload.fraction * 100);
        return (
          <div key={upload.id}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed" truncate="end">
                Uploading {upload.name}…
              </Text>
              <Text size="sm" c="dimmed">
                {percent}%
              </Text>
            </Group>
            <Progress value={percent} size="sm" aria-label={`Upload of ${upload.name}`} />
          </div>
        );
      })}
    </Stack>
  );
}
