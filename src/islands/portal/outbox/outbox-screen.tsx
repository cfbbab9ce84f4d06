import { Mail, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { OutboxMessage } from '#src/db/schema';
import { formatDateTime } from '#src/lib/format/dates';
import { ApiError, api, errorMessage } from '#src/islands/lib/api';
import type { Json } from '#src/islands/lib/types';
import { usePagedList } from '#src/islands/lib/use-paged-list';
import { toast } from '#src/islands/stores/toasts';
import { Badge } from '#src/islands/ui/badge';
import { Button } from '#src/islands/ui/button';
import { EmptyState, ErrorState } from '#src/islands/ui/card';
import { DataTable, type DataColumn } from '#src/islands/ui/data-table';
import { PageHeader } from '#src/islands/ui/page-header';
import { Pager } from '#src/islands/ui/pager';
import { LoadingState } from '#src/islands/ui/spinner';
import type { Area } from '#src/islands/portal/area';
import { OutboxMessageDialog } from './outbox-message-dialog';

type OutboxDto = Json<OutboxMessage>;
const PAGE_SIZE = 50;

/**
 * The outbox: e-mail the site could not hand to a mail server, either because
 * none is set up (waiting) or because it refused (failed), with a retry that
 * sends it again through SMTP_URL (with a fresh link when its one-time link was removed). Sent mail is not listed; the server pages
 * the unsent ones (GET /api/outbox?page=…&delivery=unsent), however much mail
 * has been sent.
 */
export default function OutboxScreen({ area }: { area: Area }) {
  const [page, setPage] = useState(1);
  const outbox = usePagedList<OutboxDto>('/api/outbox', { page, pageSize: PAGE_SIZE, filters: { delivery: 'unsent' } });
  const [retrying, setRetrying] = useState<number | null>(null);
  const [reading, setReading] = useState<OutboxDto | null>(null);
  const unsent = outbox.data?.items ?? [];
  // Whether a mail server is set up: the portal layout states it on the page (read after hydration).
  const [mail, setMail] = useState<string | null>(null);
  useEffect(() => setMail(document.querySelector('.portal-shell')?.getAttribute('data-mail') ?? null), []);

  const retry = async (m: OutboxDto) => {
    setRetrying(m.id);
    try {
      await api.post<OutboxDto>(`/api/outbox/${m.id}/retry`);
      // Sent: it leaves the list of unsent mail.
      outbox.removeRow(m.id);
      toast({ title: 'Message Sent', description: `The message to ${m.to} was handed to the mail server.` });
    } catch (error) {
      const updated = error instanceof ApiError ? (error.body as { outbox?: OutboxDto } | null)?.outbox : undefined;
      if (updated) outbox.applyRow(updated);
      toast({
        title: 'Not Sent',
        description: errorMessage(error, 'The message could not be sent. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setRetrying(null);
    }
  };

  const columns: DataColumn<OutboxDto>[] = [
    {
      id: 'to',
      header: 'Message',
      card: 'title',
      cell: (m) => (
        <div className="min-w-[12rem] leading-snug">
          <p className="font-medium text-ink">{m.subject}</p>
          <p className="text-xs break-all text-ink/65">To {m.to}</p>
        </div>
      ),
    },
    {
      id: 'createdAt',
      header: 'Written',
      cell: (m) => (
        <time dateTime={m.createdAt ?? undefined} className="whitespace-nowrap text-ink/70">
          {formatDateTime(m.createdAt)}
        </time>
      ),
    },
    {
      id: 'delivery',
      header: 'State',
      cell: (m) =>
        m.delivery === 'failed' ? (
          <div className="grid justify-items-end gap-1 md:justify-items-start">
            <Badge tone="red">Failed</Badge>
            {m.error && <span className="max-w-[16rem] text-xs text-red-800">{m.error}</span>}
          </div>
        ) : (
          <Badge tone="yellow">Waiting</Badge>
        ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      headerLabel: 'Actions',
      card: 'actions',
      align: 'right',
      cell: (m) => (
        <div className="flex justify-end gap-1.5">
          <Button size="sm" variant="ghost" onClick={() => setReading(m)} aria-label={`Read the message to ${m.to}: ${m.subject}`}>
            <Mail className="size-3.5" aria-hidden="true" />
            Read
          </Button>
          <Button
            size="sm"
            variant="secondary"
            pending={retrying === m.id}
            disabled={mail === 'outbox'}
            onClick={() => void retry(m)}
            aria-label={m.oneTimeLink ? `Send ${m.to} a new link` : `Send the message to ${m.to} again`}
            title={mail === 'outbox' ? 'Set SMTP_URL to send mail' : undefined}
          >
            <RotateCw className="size-3.5" aria-hidden="true" />
            {m.oneTimeLink ? 'Send a new link' : 'Retry'}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        eyebrow={area === 'admin' ? 'Admin' : 'Mail'}
        title="Outbox"
        description="Replies and notices the site could not send yet. Without a mail server (SMTP_URL) they wait here; with one, retry sends them."
      />
      <section className="rounded-xl border border-ink/8 bg-white shadow-xs" aria-label="Outbox">
        {outbox.loading && !outbox.data ? (
          <LoadingState label="Loading the outbox…" />
        ) : outbox.error && !outbox.data ? (
          <ErrorState message={errorMessage(outbox.error, 'Failed to load the outbox.')} onRetry={() => void outbox.reload()} />
        ) : (
          <>
            <DataTable
              rows={unsent}
              columns={columns}
              rowKey={(m) => m.id}
              caption="Messages waiting or failed"
              empty={<EmptyState title="Nothing waiting." hint="Every message has been handed to the mail server." />}
            />
            {(outbox.data?.total ?? 0) > PAGE_SIZE && (
              <Pager page={page} pageSize={PAGE_SIZE} total={outbox.data?.total ?? 0} noun="messages" onPageChange={setPage} />
            )}
          </>
        )}
      </section>
      <OutboxMessageDialog message={reading} onClose={() => setReading(null)} />
    </div>
  );
}
