import { z } from 'zod';

/** A setting that may be left out: unset, empty or blank reads as not set. */
export const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
