import { ActionIcon, Tooltip, type MantineSize } from '@mantine/core';
import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';

interface IconActionProps {
  /** The button's name, e.g. 'Create a group'; its tooltip too unless `tooltip` says more. */
  label: string;
  tooltip?: string;
  icon: ReactNode;
  onClick?: MouseEventHandler<HTMLElement>;
  loading?: boolean;
  disabled?: boolean;
  size?: MantineSize;
  /** Makes the button a link to this address. */
  to?: string;
}

/** A small grey icon button with its tooltip: a panel's plus, a toolbar's arrows. */
export function IconAction(props: IconActionProps) {
  const { label, tooltip = label, icon, onClick, loading, disabled, size = 'sm', to } = props;
  return (
    <Tooltip label={tooltip}>
      <ActionIcon
        renderRoot={to === undefined ? undefined : (rootProps) => <Link to={to} {...rootProps} />}
        variant="subtle"
        color="gray"
        size={size}
        aria-label={label}
        loading={loading}
        disabled={disabled}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
