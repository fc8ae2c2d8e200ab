import { privacySchema, rightSchema } from '@hangar/contracts/groups';
import { createProjectInput } from '@hangar/contracts/projects';
import { FORM_MESSAGES } from '@hangar/domain/validation';
import { z } from 'zod';

const { name, emoji } = createProjectInput.shape;

/** The fields of creating a project and of its settings; the group comes from a select. */
export const projectForm = z.object({
  name,
  emoji: emoji.unwrap(),
  group_id: z
    .string()
    .min(1, FORM_MESSAGES.required)
    .transform(Number)
    .pipe(z.number().int().positive()),
  privacy: privacySchema,
  right: rightSchema,
});

/** The project's settings: its fields, and whether people who only view it may comment. */
export const projectSettingsForm = projectForm.extend({ viewers_comment: z.boolean() });
