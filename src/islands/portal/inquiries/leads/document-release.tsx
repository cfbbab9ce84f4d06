import { useState } from 'react';
import { FileCheck2 } from 'lucide-react';
import { DOCUMENT_KIND_LABELS } from '#src/lib/documents/vehicle-documents';
import { formatDateTime } from '#src/lib/format/dates';
import type { DocumentRequestDetail } from '#src/db/queries/vehicle-documents';
import type { ReleaseAnswer } from '#src/server/documents/release-document';
import { api, errorMessage } from '#src/islands/lib/api';
import type { Json } from '#src/islands/lib/types';
import { useApi } from '#src/islands/lib/use-api';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { Skeleton } from '#src/islands/ui/spinner';
import { sectionTitle } from './section-title';

type Request = Json<Omit<DocumentRequestDetail, 'tokenHash'>>;

/**
 * A document request's part of the lead dialog: which document the shopper
 * asked for, and "Release" that e-mails them a link opening it once (again:
 * a new link, the old one void).
 */
export function DocumentRelease({ leadId }: { leadId: number }) {
  const request = useApi<Request>(`/api/document-requests/${leadId}`);
  const [pending, setPending] = useState(false);
  if (request.loading && !request.data) return <Skeleton className="h-16" />;
  if (!request.data) return <p className="text-sm text-red-800">The requested document could not be loaded.</p>;
  const r = request.data;

  const release = async () => {
    setPending(true);
    try {
      const answer = await api.post<Json<ReleaseAnswer>>(`/api/document-requests/${leadId}/release`);
      toast({
        title: 'Document released',
        description:
          answer.delivery === 'smtp'
            ? `A download link was e-mailed to ${r.email}.`
            : `The e-mail to ${r.email} is in the outbox (${answer.delivery === 'failed' ? 'the mail server refused it' : 'no mail server set up'}).`,
      });
      await request.reload();
    } catch (error) {
      toast({ title: 'Not released', description: errorMessage(error, 'The document could not be released.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby={`document-${leadId}`} data-document-release>
      <h3 id={`document-${leadId}`} className={sectionTitle}>
        Requested document
      </h3>
      <p className="flex items-start gap-2 text-sm text-ink/80">
        <FileCheck2 className="mt-0.5 size-4 shrink-0 text-ink/60" aria-hidden="true" />
        <span>
          <span className="font-medium text-ink">{r.document?.title ?? r.documentTitle}</span>
          {r.document ? ` · ${DOCUMENT_KIND_LABELS[r.document.kind]}` : ' · deleted since'}
        </span>
      </p>
      <p className="mt-1 text-sm text-ink/70" data-release-state>
        {r.releasedAt
          ? `Released ${formatDateTime(r.releasedAt)}; the link ${r.downloadedAt ? `was used ${formatDateTime(r.downloadedAt)}` : `expires ${formatDateTime(r.expiresAt)}`}.`
          : 'Not released yet.'}
      </p>
      {r.document && (
        <Button
          className="mt-3"
          size="sm"
          variant={r.releasedAt ? 'secondary' : 'primary'}
          pending={pending}
          onClick={() => void release()}
        >
          {r.releasedAt ? 'Send a new link' : 'Release to the customer'}
        </Button>
      )}
    </section>
  );
}
