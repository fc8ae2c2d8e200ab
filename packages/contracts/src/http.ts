import { FORM_MESSAGES, MAX_DATABASE_INTEGER } from '@hangar/domain';
import { z } from 'zod';

/** Where the API lives on the app's own host, unless the web client is configured otherwise. */
export const API_PREFIX = '/api';
/** Uploaded files are served under this path (SPEC.md section 7). */
export const MEDIA_PREFIX = '/media';

/** The current workspace of a call (SPEC.md section 7). */
export const WORKSPACE_ID_HEADER = 'x-workspace-id';
/** The calling browser tab, echoed back as the `source` of the live events a call causes. */
export const CLIENT_ID_HEADER = 'x-client-id';

/** A client id: what a tab generates once (a UUID) and sends with every mutating call. */
export const clientId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid client id');

/** Every id of a body: a positive integer the database's integer columns can hold. */
export const idField = z
  .number({ error: FORM_MESSAGES.invalidId })
  .int(FORM_MESSAGES.invalidId)
  .positive(FORM_MESSAGES.invalidId)
  .max(MAX_DATABASE_INTEGER, FORM_MESSAGES.invalidId);

/** The same id as it arrives in a path, a query or a header: decimal digits only. */
export const numericId = z
  .string({ error: FORM_MESSAGES.invalidId })
  .regex(/^\d{1,10}$/, FORM_MESSAGES.invalidId)
  .transform(Number)
  .pipe(idField);

export const createdResponse = z.object({ created_id: z.number().int() });
export type CreatedResponse = z.infer<typeof createdResponse>;

export const successResponse = z.object({ success: z.boolean() });
export type SuccessResponse = z.infer<typeof successResponse>;

/** A field of a multipart/form-data body: a file, or a text field holding an id. */
export interface MultipartField {
  kind: 'file' | 'id';
  required: boolean;
  description: string;
}
/** A file the call cannot do without. */
export function requiredFile(description: string): MultipartField {
  return { kind: 'file', required: true, description };
}
/** The multipart/form-data body of a call that takes a file, by field name. */
export type MultipartForm = Readonly<Record<string, MultipartField>>;
