import { z } from 'zod';
import type { MultipartForm } from './http';

/** POST /upload (multipart, field `file`) */
export const uploadResponse = z.object({ filename: z.string() });
export type UploadResponse = z.infer<typeof uploadResponse>;

export const UPLOAD_FIELD = 'file';

/** POST /upload's body. */
export const uploadForm: MultipartForm = {
  [UPLOAD_FIELD]: {
    kind: 'file',
    required: true,
    description: 'An image: PNG, JPEG, GIF or WebP, judged by its bytes',
  },
};
