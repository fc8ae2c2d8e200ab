import { z } from 'zod';

/** A person as teams, members and the account show them. */
export const teamUserProfile = z.object({
  id: z.number().int(),
  email: z.string(),
  /** Empty until an invited person completes their account. */
  fullname: z.string(),
  /** Path of the avatar image under /media, or null. */
  avatar: z.string().nullable(),
  initial: z.string(),
});
export type TeamUserProfile = z.infer<typeof teamUserProfile>;
