import { createLogInput, type CreateLogInput, type Log } from '@hangar/contracts/logs';
import { emptyRichText } from '@hangar/contracts/rich-text';

/** The log form's values: the contract's input (what POST and PUT take). */
export type LogFormValues = CreateLogInput;
export const logForm = createLogInput;

export function emptyLogValues(): LogFormValues {
  return { title: '', description: emptyRichText(), attachments: [] };
}

/** A log's values for its edit form; attachments to a doc gone from sight are left out. */
export function logValues(log: Log): LogFormValues {
  return {
    title: log.title,
    description: log.description,
    attachments: log.attachments.flatMap((item): LogFormValues['attachments'] => {
      if (item.link_type === 'external') {
        return [{ link_type: 'external', target: { url: item.target.url } }];
      }
      return item.target.id === null ? [] : [{ link_type: 'doc', target: { id: item.target.id } }];
    }),
  };
}

/** Names of the docs a log links to, for its edit form. */
export function attachedDocTitles(log: Log | undefined): Map<number, string> {
  return new Map(
    (log?.attachments ?? []).flatMap((item) =>
      item.link_type === 'doc' && item.target.id !== null
        ? [[item.target.id, item.target.title] as const]
        : [],
    ),
  );
}
