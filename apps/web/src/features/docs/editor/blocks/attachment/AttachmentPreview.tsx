import { Center, Loader, Text } from '@mantine/core';
import type { FileReader } from './file-api';
import { useFileBlob } from './use-file-blob';
import classes from './attachment.module.css';

interface AttachmentPreviewProps {
  url: string;
  name: string;
  kind: 'pdf' | 'audio' | 'video';
  reader: FileReader | null;
}

/** The file shown in the doc: a PDF in a frame, or a player for audio and video. */
export function AttachmentPreview({ url, name, kind, reader }: AttachmentPreviewProps) {
  const file = useFileBlob(url, reader);
  if (file.status === 'loading') {
    return (
      <Center className={classes.previewPending}>
        <Loader size="sm" aria-label={`Loading ${name}`} />
      </Center>
    );
  }
  if (file.status === 'error') {
    return (
      <Text size="sm" c="red" role="alert" mt="xs">
        {file.message}
      </Text>
    );
  }
  if (kind === 'pdf') {
    return <iframe className={classes.pdf} src={file.url} title={`Preview of ${name}`} />;
  }
  if (kind === 'audio') {
    return <audio className={classes.audio} controls src={file.url} aria-label={name} />;
  }
  return <video className={classes.video} controls src={file.url} aria-label={name} />;
}
