import { Check, Pencil, Plus, Star, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '#src/lib/format/dates';
import { api, errorMessage } from '#src/islands/lib/api';
import { toast } from '#src/islands/stores/toasts';
import type { TestimonialDto } from '#src/islands/lib/types';
import { usePagedList } from '#src/islands/lib/use-paged-list';
import { Pager } from '#src/islands/ui/pager';
import type { Area } from '#src/islands/portal/area';
import { Button } from '#src/islands/ui/button';
import { EmptyState, ErrorState, Panel } from '#src/islands/ui/card';
import { ConfirmDialog } from '#src/islands/ui/confirm-dialog';
import { PageHeader } from '#src/islands/ui/page-header';
import { LoadingState } from '#src/islands/ui/spinner';
import { TestimonialFormDialog } from './testimonial-form-dialog';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5 text-gold" role="img" aria-label={`${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className="size-3.5" fill={i < rating ? 'currentColor' : 'none'} strokeWidth={1.5} aria-hidden="true" />
      ))}
    </span>
  );
}

/**
 * Testimonials: pending ones to approve, approved ones on the website (which
 * can be taken down), edit, delete, and add one received by phone.
 */
const PAGE_SIZE = 20;

export default function TestimonialsScreen({ area }: { area: Area }) {
  const [pendingPage, setPendingPage] = useState(1);
  const [approvedPage, setApprovedPage] = useState(1);
  // Two server-side lists: the newest first, a page at a time.
  const pendingList = usePagedList<TestimonialDto>('/api/testimonials', {
    page: pendingPage,
    pageSize: PAGE_SIZE,
    filters: { status: 'pending' },
  });
  const approvedList = usePagedList<TestimonialDto>('/api/testimonials', {
    page: approvedPage,
    pageSize: PAGE_SIZE,
    filters: { status: 'approved' },
  });
  const testimonials = {
    data: pendingList.data && approvedList.data,
    loading: pendingList.loading || approvedList.loading,
    error: pendingList.error || approvedList.error,
    reload: () => Promise.all([pendingList.reload(), approvedList.reload()]).then(() => undefined),
  };
  const [editing, setEditing] = useState<TestimonialDto | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<TestimonialDto | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deletePending, setDeletePending] = useState(false);
  const refresh = () => void testimonials.reload();
  // The server answers the saved row: move it into the list it now belongs to, no refetch.
  const applySaved = (saved: TestimonialDto) => {
    const [into, away] = saved.isApproved ? [approvedList, pendingList] : [pendingList, approvedList];
    away.removeRow(saved.id);
    if (into.hasRow(saved.id)) into.applyRow(saved);
    else into.prependRow(saved);
  };

  const pending = pendingList.data?.items ?? [];
  const approved = approvedList.data?.items ?? [];
  const pendingTotal = pendingList.data?.total ?? 0;
  const approvedTotal = approvedList.data?.total ?? 0;

  const setApproved = async (t: TestimonialDto, isApproved: boolean) => {
    setBusyId(t.id);
    try {
      applySaved(await api.put<TestimonialDto>(`/api/testimonials/${t.id}`, { isApproved }));
      toast(
        isApproved
          ? { title: 'Testimonial Approved', description: `${t.name}'s testimonial is now shown on the website.` }
          : { title: 'Testimonial Unapproved', description: `${t.name}'s testimonial is no longer shown on the website.` },
      );
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update the testimonial. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusyId(null);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setDeletePending(true);
    try {
      await api.del(`/api/testimonials/${deleting.id}`);
      toast({ title: 'Testimonial Deleted', description: `${deleting.name}'s testimonial was deleted.` });
      setDeleting(null);
      pendingList.removeRow(deleting.id);
      approvedList.removeRow(deleting.id);
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to delete the testimonial. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setDeletePending(false);
    }
  };

  const card = (t: TestimonialDto) => (
    <li key={t.id} className="flex flex-col gap-3 rounded-lg border border-ink/8 bg-white p-4" data-testid="testimonial-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium text-ink">{t.name}</p>
          <p className="text-xs text-ink/65">
            {t.vehicle} · {formatDate(t.createdAt)}
          </p>
        </div>
        <Stars rating={t.rating} />
      </div>
      <blockquote className="font-display text-lg leading-snug text-ink/85">“{t.comment}”</blockquote>
      <div className="flex flex-wrap gap-1 border-t border-ink/6 pt-3">
        {t.isApproved ? (
          <Button
            variant="ghost"
            size="sm"
            pending={busyId === t.id}
            onClick={() => setApproved(t, false)}
            aria-label={`Unapprove testimonial from ${t.name}`}
          >
            <Undo2 className="size-3.5" aria-hidden="true" />
            Unapprove
          </Button>
        ) : (
          <Button
            variant="primary"
            size="sm"
            pending={busyId === t.id}
            onClick={() => setApproved(t, true)}
            aria-label={`Approve testimonial from ${t.name}`}
          >
            <Check className="size-3.5" aria-hidden="true" />
            Approve
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Edit testimonial from ${t.name}`}
          onClick={() => {
            setEditing(t);
            setFormOpen(true);
          }}
        >
          <Pencil className="size-3.5" aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="hover:text-red-700"
          aria-label={`Delete testimonial from ${t.name}`}
          onClick={() => setDeleting(t)}
        >
          <Trash2 className="size-3.5" aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );

  return (
    <div>
      <PageHeader
        eyebrow={area === 'admin' ? 'Admin' : 'Reputation'}
        title="Testimonials"
        description="Approve what clients wrote before it appears on the website."
        actions={
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <Plus className="size-4" aria-hidden="true" />
            Add Testimonial
          </Button>
        }
      />
      {testimonials.loading && !testimonials.data ? (
        <LoadingState label="Loading testimonials…" />
      ) : testimonials.error && !testimonials.data ? (
        <ErrorState message={errorMessage(testimonials.error, 'Failed to load testimonials. Please try again later.')} onRetry={refresh} />
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          <Panel title={`Pending approval (${pendingTotal})`} bodyClassName="p-4">
            <section aria-label="Pending testimonials">
              {pending.length ? (
                <ul className="grid gap-3">{pending.map(card)}</ul>
              ) : (
                <EmptyState title="Nothing waiting for approval." className="py-10" />
              )}
            </section>
            {pendingTotal > PAGE_SIZE && (
              <Pager page={pendingPage} pageSize={PAGE_SIZE} total={pendingTotal} noun="pending" onPageChange={setPendingPage} />
            )}
          </Panel>
          <Panel title={`Approved (${approvedTotal})`} bodyClassName="p-4">
            <section aria-label="Approved testimonials">
              {approved.length ? (
                <ul className="grid gap-3">{approved.map(card)}</ul>
              ) : (
                <EmptyState title="No approved testimonials yet." className="py-10" />
              )}
            </section>
            {approvedTotal > PAGE_SIZE && (
              <Pager page={approvedPage} pageSize={PAGE_SIZE} total={approvedTotal} noun="approved" onPageChange={setApprovedPage} />
            )}
          </Panel>
        </div>
      )}
      <TestimonialFormDialog open={formOpen} onOpenChange={setFormOpen} testimonial={editing} onSaved={applySaved} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this testimonial?"
        description="This action cannot be undone. It is removed from the website and from this list."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deletePending}
        onConfirm={remove}
      />
    </div>
  );
}
