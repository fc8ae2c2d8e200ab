import { z } from 'zod';
import { requiredFile, type MultipartForm } from './http';

/** POST /upload (multipart, field `file`) */
export const uploadResponse = z.object({ filename: z.string() });
export type UploadResponse = z.infer<typeof uploadResponse>;

export const UPLOAD_FIELD = 'file';

/** POST /upload's body. */
export const uploadForm: MultipartForm = {
  [UPLOAD_FIELD]: requiredFile('An image: PNG, JPEG, GIF or WebP, judged by its bytes'),
};
