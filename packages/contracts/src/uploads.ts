import { z } from 'zod';

/** POST /upload (multipart, field `file`) */
export const uploadResponse = z.object({ filename: z.string() });
export type UploadResponse = z.infer<typeof uploadResponse>;

export const UPLOAD_FIELD = 'file';
