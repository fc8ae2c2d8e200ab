import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_ORIGINS, embedFrame } from './embeds';

describe('the sites a doc embeds', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://youtu.be/dQw4w9WgXcQ',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://vimeo.com/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871'],
    [
      'https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184',
      'loom',
      'https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184',
    ],
    [
      'https://miro.com/app/board/uXjVO123abc=/',
      'miro',
      'https://miro.com/app/live-embed/uXjVO123abc=/',
    ],
    [
      'https://miro.com/app/board/uXjVO123abc/',
      'miro',
      'https://miro.com/app/live-embed/uXjVO123abc/',
    ],
    [
      'https://docs.google.com/document/d/1AbC_d-E/edit',
      'google',
      'https://docs.google.com/document/d/1AbC_d-E/preview',
    ],
    [
      'https://docs.google.com/spreadsheets/d/1AbC/edit#gid=0',
      'google',
      'https://docs.google.com/spreadsheets/d/1AbC/preview',
    ],
    [
      'https://docs.google.com/presentation/d/1AbC/edit',
      'google',
      'https://docs.google.com/presentation/d/1AbC/embed',
    ],
    [
      'https://codepen.io/ada/pen/abcDEF',
      'codepen',
      'https://codepen.io/ada/embed/abcDEF?default-tab=result',
    ],
  ])('turns %s into its frame', (link, provider, src) => {
    const frame = embedFrame(link);
    if (src === null) expect(frame).toBeNull();
    else expect(frame).toMatchObject({ provider, src });
  });

  it('embeds a Figma file through Figma’s embed page, the link encoded', () => {
    const link = 'https://www.figma.com/design/AbC123/Launch?node-id=1-2';
    expect(embedFrame(link)?.src).toBe(
      `https://www.figma.com/embed?embed_host=hangar&url=${encodeURIComponent(link)}`,
    );
  });

  it('refuses other sites, look-alike hosts, plain http, and what is not a link', () => {
    for (const link of [
      'https://evil.example.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evilyoutube.com/watch?v=dQw4w9WgXcQ',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://user@www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'https://www.youtube.com/watch?v=<script>',
      `https://www.youtube.com/watch?v=${'a'.repeat(2000)}`,
      42,
    ]) {
      expect(embedFrame(link), String(link)).toBeNull();
    }
  });

  it("gives the CSP every provider's frame origin, each once", () => {
    expect(new Set(EMBED_FRAME_ORIGINS).size).toBe(EMBED_FRAME_ORIGINS.length);
    expect(EMBED_FRAME_ORIGINS).toContain('https://www.youtube-nocookie.com');
    expect(EMBED_FRAME_ORIGINS.every((origin) => origin.startsWith('https://'))).toBe(true);
  });
});
