import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconEye, IconEyeOff } from '@tabler/icons-react';
import { formatFileSize } from '@hangar/domain/format';
import type { AttachmentAttributes } from '@hangar/editor/blocks/attachment';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { createElement, useState } from 'react';
import { toast } from '../../../../../ui/toast';
import { saveFile } from '../../../actions/export-doc';
import { errorText } from '../../../error-text';
import { AttachmentPreview } from './AttachmentPreview';
import { fetchDocFile } from './file-api';
import { fileIcon, previewKind } from './file-icon';
import { useFileReader } from './use-file-reader';
import classes from './attachment.module.css';

/** What the card says of the file's kind, beside its size. */
function kindLabel(contentType: string, name: string): string {
  if (contentType === 'application/pdf') return 'PDF';
  const [family, subtype = ''] = contentType.split('/');
  if (family === 'audio' || family === 'video' || family === 'image') {
    return `${family[0]?.toUpperCase()}${family.slice(1)}`;
  }
  const extension = /\.([a-z0-9]{1,8})$/i.exec(name)?.[1];
  return extension ? extension.toUpperCase() : subtype === 'octet-stream' ? 'File' : subtype;
}

/**
 * A file in the doc: its type's icon, name, size and a download; PDF, audio and video also
 * previewed (a PDF on demand, players at once).
 */
export function AttachmentView({ node, selected }: ReactNodeViewProps) {
  const { url, name, size, contentType } = node.attrs as AttachmentAttributes;
  const reader = useFileReader();
  const kind = previewKind(contentType);
  const [previewing, setPreviewing] = useState(kind === 'audio' || kind === 'video');
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (!reader) return;
    setDownloading(true);
    try {
      saveFile(name, await fetchDocFile(url, reader));
    } catch (error) {
      toast.error(errorText(error, 'The file could not be downloaded.'), { description: name });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <NodeViewWrapper className={classes.card} data-drag-handle="" data-testid="attachment">
      <Paper
        withBorder
        radius="md"
        p="sm"
        contentEditable={false}
        style={selected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
      >
        <Group gap="sm" align="center">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            {createElement(fileIcon(contentType), { size: 20, stroke: 1.6 })}
          </ThemeIcon>
          <div className={classes.name}>
            <Text fw={500} size="sm" truncate="end" title={name}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatFileSize(size)} · {kindLabel(contentType, name)}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap" className={classes.actions}>
            {kind ? (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => setPreviewing((open) => !open)}
                aria-expanded={previewing}
                aria-label={`${previewing ? 'Hide' : 'Show'} the preview of ${name}`}
                leftSection={previewing ? <IconEyeOff size={16} /> : <IconEye size={16} />}
              >
                {previewing ? 'Hide' : 'Preview'}
              </Button>
            ) : null}
            <Button
              variant="light"
              size="compact-sm"
              onClick={() => void download()}
              loading={downloading}
              disabled={!reader}
              aria-label={`Download ${name}`}
              leftSection={<IconDownload size={16} />}
            >
              Download
            </Button>
          </Group>
        </Group>
        {kind && previewing ? (
          <AttachmentPreview key={url} url={url} name={name} kind={kind} reader={reader} />
        ) : null}
      </Paper>
    </NodeViewWrapper>
  );
}
