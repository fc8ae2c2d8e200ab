/**
 * The sites a doc may embed (issue 39): each provider's links and the frame address a link
 * becomes. Used by the web (a link to its frame), the API (an embed of another site is refused)
 * and the server's Content-Security-Policy (its frame-src is these frames' origins).
 */
export interface EmbedProvider {
  id: string;
  name: string;
  /** Where the frames come from (the CSP's frame-src). */
  frameOrigin: string;
  /** The frame's address of a link of this provider, or null when the link is not one. */
  frame: (url: Link) => string | null;
  /** The iframe's sandbox: what the provider's player needs, nothing more. */
  sandbox: string;
}

const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-presentation';
const APP_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-forms';

/** An https link's parts (the package runs without the DOM's or Node's URL). */
export interface Link {
  href: string;
  host: string;
  segments: string[];
  query: Record<string, string>;
}

const HTTPS_LINK = /^https:\/\/([a-z0-9.-]{1,253})(\/[^?#\s]*)?(\?[^#\s]*)?(#\S*)?$/i;

function parseLink(link: string): Link | null {
  const match = HTTPS_LINK.exec(link);
  if (!match) return null;
  const query: Record<string, string> = {};
  for (const pair of (match[3] ?? '').slice(1).split('&')) {
    const [name, value = ''] = pair.split('=');
    if (name && !(name in query)) query[name] = value;
  }
  const segments = (match[2] ?? '').split('/').filter(Boolean);
  return { href: link, host: (match[1] ?? '').toLowerCase(), segments, query };
}

const ID = /^[\w-]{1,200}$/;
const id = (value: string | undefined | null) => (value && ID.test(value) ? value : null);
const hostIs = (url: Link, ...hosts: string[]) => hosts.includes(url.host);
const segments = (url: Link) => url.segments;

function youtubeId(url: Link): string | null {
  if (hostIs(url, 'youtu.be')) return id(segments(url)[0]);
  if (!hostIs(url, 'youtube.com', 'www.youtube.com', 'm.youtube.com')) return null;
  const [first, second] = segments(url);
  if (first === 'watch') return id(url.query.v);
  return first === 'embed' || first === 'shorts' || first === 'live' ? id(second) : null;
}

function googleFrame(url: Link): string | null {
  if (!hostIs(url, 'docs.google.com')) return null;
  const [kind, d, key] = segments(url);
  const suffixes: Record<string, string> = {
    document: 'preview',
    spreadsheets: 'preview',
    presentation: 'embed',
  };
  const suffix = suffixes[kind ?? ''];
  return suffix && d === 'd' && id(key)
    ? `https://docs.google.com/${kind}/d/${key}/${suffix}`
    : null;
}

export const EMBED_PROVIDERS: readonly EmbedProvider[] = [
  {
    id: 'youtube',
    name: 'YouTube',
    frameOrigin: 'https://www.youtube-nocookie.com',
    frame: (url) => {
      const video = youtubeId(url);
      return video ? `https://www.youtube-nocookie.com/embed/${video}` : null;
    },
    sandbox: PLAYER_SANDBOX,
  },
  {
    id: 'vimeo',
    name: 'Vimeo',
    frameOrigin: 'https://player.vimeo.com',
    frame: (url) => {
      const video = hostIs(url, 'vimeo.com', 'www.vimeo.com') ? segments(url)[0] : null;
      return video && /^\d{1,20}$/.test(video) ? `https://player.vimeo.com/video/${video}` : null;
    },
    sandbox: PLAYER_SANDBOX,
  },
  {
    id: 'loom',
    name: 'Loom',
    frameOrigin: 'https://www.loom.com',
    frame: (url) => {
      const [share, video] = segments(url);
      return hostIs(url, 'loom.com', 'www.loom.com') && share === 'share' && id(video)
        ? `https://www.loom.com/embed/${video}`
        : null;
    },
    sandbox: PLAYER_SANDBOX,
  },
  {
    id: 'figma',
    name: 'Figma',
    frameOrigin: 'https://www.figma.com',
    frame: (url) => {
      const [kind, key] = segments(url);
      return hostIs(url, 'figma.com', 'www.figma.com') &&
        ['file', 'design', 'proto', 'board'].includes(kind ?? '') &&
        id(key)
        ? `https://www.figma.com/embed?embed_host=hangar&url=${encodeURIComponent(url.href)}`
        : null;
    },
    sandbox: APP_SANDBOX,
  },
  {
    id: 'miro',
    name: 'Miro',
    frameOrigin: 'https://miro.com',
    frame: (url) => {
      const [app, board, key = ''] = segments(url);
      // A board's id may end with '='.
      return hostIs(url, 'miro.com', 'www.miro.com') &&
        app === 'app' &&
        board === 'board' &&
        /^[\w-]{1,200}={0,2}$/.test(key)
        ? `https://miro.com/app/live-embed/${key}/`
        : null;
    },
    sandbox: APP_SANDBOX,
  },
  {
    id: 'google',
    name: 'Google Docs, Sheets and Slides',
    frameOrigin: 'https://docs.google.com',
    frame: googleFrame,
    sandbox: APP_SANDBOX,
  },
  {
    id: 'codepen',
    name: 'CodePen',
    frameOrigin: 'https://codepen.io',
    frame: (url) => {
      const [user, pen, key] = segments(url);
      return hostIs(url, 'codepen.io') && id(user) && pen === 'pen' && id(key)
        ? `https://codepen.io/${user}/embed/${key}?default-tab=result`
        : null;
    },
    sandbox: 'allow-scripts allow-same-origin allow-popups',
  },
];

/** What the "Embed" dialog says of a link it cannot embed. */
export const EMBED_SITES_MESSAGE =
  'Hangar can embed YouTube, Vimeo, Loom, Figma, Miro, Google Docs, Sheets and Slides, and CodePen links.';

/** The longest link an embed keeps. */
export const MAX_EMBED_URL_LENGTH = 2000;

export interface EmbedFrame {
  provider: string;
  /** The iframe's address. */
  src: string;
  sandbox: string;
}

/** The frame of a link to an allowed site (https only), or null for any other link. */
export function embedFrame(link: unknown): EmbedFrame | null {
  if (typeof link !== 'string' || link.length > MAX_EMBED_URL_LENGTH) return null;
  const url = parseLink(link.trim());
  if (!url) return null;
  for (const provider of EMBED_PROVIDERS) {
    const src = provider.frame(url);
    if (src) return { provider: provider.id, src, sandbox: provider.sandbox };
  }
  return null;
}

/** The origins embeds' frames come from (the CSP's frame-src). */
export const EMBED_FRAME_ORIGINS: readonly string[] = EMBED_PROVIDERS.map(
  (provider) => provider.frameOrigin,
);
