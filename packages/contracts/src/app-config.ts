import { z } from 'zod';

/** What the web client learns about this installation at start (GET /api/config). */
export const appConfigResponse = z.object({
  product_name: z.string(),
  version: z.string(),
  help_url: z.string().nullable(),
  chat_widget_url: z.string().nullable(),
});
export type AppConfigResponse = z.infer<typeof appConfigResponse>;
