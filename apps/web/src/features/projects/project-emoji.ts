/** What stands for a project without an emoji. */
export const DEFAULT_PROJECT_EMOJI = '📁';

export function projectEmoji(project: { emoji: string | null }): string {
  return project.emoji ?? DEFAULT_PROJECT_EMOJI;
}
