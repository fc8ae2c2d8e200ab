import type { AddImportantLinkInput, ImportantLinks } from '@hangar/contracts/important-links';
import { externalUrl } from '@hangar/contracts/logs';
import { FORM_MESSAGES } from '@hangar/domain/validation';
import { z } from 'zod';

/** 'new' in the group field: a new group, named in `group_name`. */
export const NEW_GROUP = 'new';

/**
 * The add dialog's fields, flat for the form (the contract's input is a union); the server's
 * messages land on the same names (`url`, `doc_id`, `group_name`).
 */
export const addLinkForm = z
  .object({
    group: z.string(),
    group_name: z.string().trim().max(100),
    link_type: z.enum(['doc', 'external']),
    doc_id: z.string(),
    url: z.string(),
    title: z.string().trim().max(200),
  })
  .superRefine((values, context) => {
    if (values.group === NEW_GROUP && !values.group_name) {
      context.addIssue({ code: 'custom', path: ['group_name'], message: FORM_MESSAGES.required });
    }
    if (values.link_type === 'doc' && !values.doc_id) {
      context.addIssue({ code: 'custom', path: ['doc_id'], message: FORM_MESSAGES.required });
    }
    if (values.link_type === 'external') {
      if (!values.url.trim()) {
        context.addIssue({ code: 'custom', path: ['url'], message: FORM_MESSAGES.required });
      } else if (!externalUrl.safeParse(values.url).success) {
        context.addIssue({ code: 'custom', path: ['url'], message: FORM_MESSAGES.url });
      }
    }
  });
export type AddLinkFormValues = z.input<typeof addLinkForm>;

export function emptyLinkValues(links: ImportantLinks | undefined): AddLinkFormValues {
  const first = links?.groups[0];
  return {
    group: first ? String(first.id) : NEW_GROUP,
    group_name: first ? '' : 'Important documents',
    link_type: 'external',
    doc_id: '',
    url: '',
    title: '',
  };
}

/** The POST body for the dialog's values (already checked by `addLinkForm`). */
export function addLinkInput(values: z.output<typeof addLinkForm>): AddImportantLinkInput {
  const group =
    values.group === NEW_GROUP
      ? { group_name: values.group_name }
      : { group_id: Number(values.group) };
  const title = values.title ? { title: values.title } : {};
  return values.link_type === 'doc'
    ? { ...group, ...title, link_type: 'doc', doc_id: Number(values.doc_id) }
    : { ...group, ...title, link_type: 'external', url: values.url.trim() };
}
