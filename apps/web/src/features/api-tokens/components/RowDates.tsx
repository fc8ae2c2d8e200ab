import { Text } from '@mantine/core';
import { relativeTime } from '@hangar/domain/format';
import { formatTokenDate, formatTokenDateTime } from '../api-token-labels';

interface RowDateProps {
  label: string;
  date: string;
  /** '3 days ago' rather than '2 Dec 2026'. */
  relative?: boolean;
}

/** A settings row's date after its label, the exact time on hover. */
export function RowDate({ label, date, relative = false }: RowDateProps) {
  return (
    <Text size="xs" c="dimmed" component="span">
      {label}{' '}
      <time dateTime={date} title={formatTokenDateTime(date)}>
        {relative ? relativeTime(date).toLowerCase() : formatTokenDate(date)}
      </time>
    </Text>
  );
}

/** When a token or passkey was last used, or that it never was. */
export function LastUsed({ date }: { date: string | null }) {
  if (!date) {
    return (
      <Text size="xs" c="dimmed" component="span">
        Never used
      </Text>
    );
  }
  return <RowDate label="Last used" date={date} relative />;
}
