import { Badge, Button, Group, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import type { Invoice } from '@hangar/contracts/billing';
import { INVOICES_PREVIEW_LIMIT } from '@hangar/domain/constants';
import { formatEuros } from '@hangar/domain/format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SettingsSection } from '../../../ui/SettingsSection';
import { formatBillingDate, INVOICE_STATUS } from '../billing-labels';
import { invoicesQuery } from '../queries';
import classes from './Invoices.module.css';

/** Invoices as rows that read well at any width: number and date, amount and status. */
function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  return (
    <Stack gap={0} component="ul" aria-label="Invoices" className={classes.list}>
      {invoices.map((invoice) => {
        const status = INVOICE_STATUS[invoice.status];
        return (
          <Group
            key={invoice.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            py="sm"
            className={classes.row}
            data-testid="invoice"
          >
            <Stack gap={2} miw={0}>
              <Text size="sm" fw={600} ff="monospace" truncate>
                {invoice.number}
              </Text>
              <Text size="xs" c="dimmed">
                {formatBillingDate(invoice.created_at)}
              </Text>
            </Stack>
            <Group gap="sm" wrap="nowrap">
              <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatEuros(invoice.amount)}
              </Text>
              <Badge size="sm" variant="light" color={status.color} w={64}>
                {status.label}
              </Badge>
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}

const ALL_YEARS = 'all';

/** The last invoices (3), and all of them on demand, by year. */
export function InvoicesSection({ workspaceId }: { workspaceId: number }) {
  const [showAll, setShowAll] = useState(false);
  const [year, setYear] = useState<string>(ALL_YEARS);
  const yearNumber = year === ALL_YEARS ? null : Number(year);
  const { data: invoices, isPending } = useQuery(
    invoicesQuery(workspaceId, showAll ? { limit: null, year: yearNumber } : {}),
  );
  // The years to filter by: those of the invoices listed while showing every year.
  const allYears = useQuery({ ...invoicesQuery(workspaceId, { limit: null }), enabled: showAll });
  const years = [
    ...new Set(
      (allYears.data ?? []).map((invoice) => new Date(invoice.created_at).getUTCFullYear()),
    ),
  ];

  return (
    <SettingsSection title="Invoices">
      <Stack gap="sm">
        {showAll && years.length > 1 ? (
          <NativeSelect
            label="Year"
            w={160}
            value={year}
            onChange={(event) => setYear(event.currentTarget.value)}
            data={[
              { value: ALL_YEARS, label: 'All years' },
              ...years.map((value) => ({ value: String(value), label: String(value) })),
            ]}
          />
        ) : null}
        {isPending ? (
          <Skeleton height={96} />
        ) : invoices && invoices.length > 0 ? (
          <InvoiceList invoices={invoices} />
        ) : (
          <Text size="sm" c="dimmed">
            No invoices yet.
          </Text>
        )}
        {!showAll && invoices && invoices.length >= INVOICES_PREVIEW_LIMIT ? (
          <Group>
            <Button variant="subtle" px={0} onClick={() => setShowAll(true)}>
              See all invoices
            </Button>
          </Group>
        ) : null}
        {showAll ? (
          <Group>
            <Button
              variant="subtle"
              px={0}
              onClick={() => {
                setShowAll(false);
                setYear(ALL_YEARS);
              }}
            >
              Show the last {INVOICES_PREVIEW_LIMIT} only
            </Button>
          </Group>
        ) : null}
      </Stack>
    </SettingsSection>
  );
}
