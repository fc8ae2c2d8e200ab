import { Badge, Box, Button, Group, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Invoice } from '@hangar/contracts/billing';
import { INVOICES_PREVIEW_LIMIT } from '@hangar/domain/constants';
import { formatEuros } from '@hangar/domain/format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SettingsSection } from '../../../ui/SettingsSection';
import { toast } from '../../../ui/toast';
import { saveFile } from '../../docs/actions/export-doc';
import { fetchInvoicePdf } from '../billing-api';
import { formatBillingDate, INVOICE_STATUS } from '../billing-labels';
import { invoicesQuery } from '../queries';
import classes from './Invoices.module.css';

/** 'Download PDF': the invoice as the PDF an accountant files (GET /billing/invoices/{id}/pdf). */
function DownloadInvoiceButton({
  workspaceId,
  invoice,
}: {
  workspaceId: number;
  invoice: Invoice;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      px={6}
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={busy}
      aria-label={`Download PDF of invoice ${invoice.number}`}
      onClick={async () => {
        setBusy(true);
        try {
          const file = await fetchInvoicePdf(workspaceId, invoice);
          saveFile(file.name, file.blob);
        } catch {
          toast.error('The invoice could not be downloaded. Try again.');
        } finally {
          setBusy(false);
        }
      }}
    >
      {/* On a phone the icon alone: the invoice's number keeps its room. */}
      <Box component="span" visibleFrom="xs">
        PDF
      </Box>
    </Button>
  );
}

/** Invoices as rows that read well at any width: number and date, amount, status and its PDF. */
function InvoiceList({ invoices, workspaceId }: { invoices: Invoice[]; workspaceId: number }) {
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
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatEuros(invoice.amount)}
              </Text>
              <Badge size="sm" variant="light" color={status.color} w={64}>
                {status.label}
              </Badge>
              <DownloadInvoiceButton workspaceId={workspaceId} invoice={invoice} />
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
          <InvoiceList invoices={invoices} workspaceId={workspaceId} />
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
