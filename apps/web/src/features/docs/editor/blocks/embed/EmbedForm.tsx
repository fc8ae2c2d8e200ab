import { Button, Group, Stack, TextInput } from '@mantine/core';
import { EMBED_SITES_MESSAGE, embedFrame } from '@hangar/domain';
import { useState } from 'react';

/** The "Embed" dialog's form: a link, checked against the sites Hangar embeds. */
export function EmbedForm({ onEmbed }: { onEmbed: (url: string, provider: string) => void }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const link = url.trim();
        const frame = embedFrame(link);
        if (frame) onEmbed(link, frame.provider);
        else setError(EMBED_SITES_MESSAGE);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Link"
          placeholder="https://www.youtube.com/watch?v=…"
          description="A YouTube, Vimeo, Loom, Figma, Miro, Google Docs, Sheets, Slides or CodePen link"
          data-autofocus
          value={url}
          error={error}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit">Embed</Button>
        </Group>
      </Stack>
    </form>
  );
}
