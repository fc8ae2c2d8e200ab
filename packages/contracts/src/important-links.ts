import { FORM_MESSAGES } from '@hangar/domain';
import { z } from 'zod';
import { requiredString, textField } from './fields';
import { idField } from './http';
import { externalUrl } from './logs';

const linkTarget = z.discriminatedUnion('link_type', [
  z.object({ link_type: z.literal('doc'), doc_id: idField }),
  z.object({ link_type: z.literal('external'), url: externalUrl }),
]);

const linkTitle = textField().max(200).optional();

export const importantLink = z.object({
  id: z.number().int(),
  link_type: z.enum(['doc', 'external']),
  title: z.string(),
  target: z.object({ id: z.number().int().nullable(), url: z.string() }),
});

export const importantLinks = z.object({
  groups: z.array(
    z.object({ id: z.number().int(), name: z.string(), links: z.array(importantLink) }),
  ),
});
export type ImportantLinks = z.infer<typeof importantLinks>;

/** What a replace answers: the list, and the trash entry of the links it removed (null: none). */
export const replacedImportantLinks = importantLinks.extend({
  trash_id: z.number().int().nullable(),
});
export type ReplacedImportantLinks = z.infer<typeof replacedImportantLinks>;

/** POST /projects/{id}/important-links: one link into a group (an existing one, or a new one). */
export const addImportantLinkInput = z
  .object({
    group_id: idField.optional(),
    group_name: requiredString().max(100).optional(),
    title: linkTitle,
  })
  .and(linkTarget)
  .refine((input) => input.group_id !== undefined || input.group_name !== undefined, {
    message: FORM_MESSAGES.required,
    path: ['group_name'],
  });
export type AddImportantLinkInput = z.input<typeof addImportantLinkInput>;

/** PUT /projects/{id}/important-links: the whole list, to rename, reorder or remove. */
export const replaceImportantLinksInput = z.object({
  groups: z
    .array(
      z.object({
        id: idField.optional(),
        name: requiredString().max(100),
        links: z.array(z.object({ title: linkTitle }).and(linkTarget)).max(200),
      }),
    )
    .max(50),
});
export type ReplaceImportantLinksInput = z.input<typeof replaceImportantLinksInput>;

/** PUT /projects/{id}/external-links/{linkId} */
export const updateExternalLinkInput = z
  .object({ url: externalUrl.optional(), title: linkTitle })
  .strict();
