import { Node } from '@tiptap/core';

/** The part of a DOM element an attribute reads. */
type Element = { getAttribute: (name: string) => string | null };

/**
 * A page of another site shown in the doc (a video, a design, a sheet): `url` the link as
 * given, `provider` its site. Only links of packages/domain's EMBED_PROVIDERS are kept (the API
 * refuses others); the web's view turns the link into the provider's frame.
 */
export const Embed = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({
    url: {
      default: '',
      parseHTML: (element: Element) => element.getAttribute('data-url') ?? '',
      renderHTML: (attributes: { url?: unknown }) => ({ 'data-url': String(attributes.url ?? '') }),
    },
    provider: {
      default: '',
      parseHTML: (element: Element) => element.getAttribute('data-provider') ?? '',
      renderHTML: (attributes: { provider?: unknown }) => ({
        'data-provider': String(attributes.provider ?? ''),
      }),
    },
  }),
  parseHTML: () => [{ tag: 'div[data-type="embed"]' }],
  renderHTML: ({ HTMLAttributes }) => ['div', { ...HTMLAttributes, 'data-type': 'embed' }],
});
