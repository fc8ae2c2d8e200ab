import { Avatar, type AvatarProps } from '@mantine/core';
import { avatarColor } from '@hangar/domain/format';

interface WorkspaceLogoProps extends Omit<AvatarProps, 'src' | 'color' | 'children'> {
  workspace: { name: string; logo: string | null };
}

/** The workspace's logo, or its initial on the colour its name picks (SPEC.md section 9). */
export function WorkspaceLogo({ workspace, size = 32, ...props }: WorkspaceLogoProps) {
  const initial = workspace.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <Avatar
      src={workspace.logo}
      alt={workspace.logo ? `${workspace.name} logo` : undefined}
      color={avatarColor(workspace.name)}
      variant="filled"
      radius="md"
      size={size}
      {...props}
    >
      {initial}
    </Avatar>
  );
}
