// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { useEffect } from 'react';
import { testimonialInputSchema } from '#src/lib/validation/testimonial';
import { api } from '#src/islands/lib/api';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { toast } from '#src/islands/stores/toasts';
import type { TestimonialDto } from '#src/islands/lib/types';
import { Button } from '#src/islands/ui/button';
import { Dialog } from '#src/islands/ui/dialog';
import { Checkbox, Field, FormError, Input, Select, Textarea } from '#src/islands/ui/field';

type Values = { name: string; vehicle: string; rating: string; comment: string; isApproved: boolean };
const empty: Values = { name: '', vehicle: '', rating: '5', comment: '', isApproved: true };
const ratingOptions = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${'★'.repeat(n)}${'☆'.repeat(5 - n)}  ${n} of 5` }));

const valuesOf = (t: TestimonialDto | null): Values =>
  t ? { name: t.name, vehicle: t.vehicle, rating: String(t.rating), comment: t.comment, isApproved: t.isApproved } : empty;

export type TestimonialFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The testimonial to edit; null to add one received by phone or in person. */
  testimonial: TestimonialDto | null;
  /** The saved row as the server returned it, for the screen to put in its list. */
  onSaved?: (testimonial: TestimonialDto) => void;
};

/** Add (staff-created ones may be approved at once) or edit a testimonial. */
export function TestimonialFormDialog({ open, onOpenChange, testimonial, onSaved }: TestimonialFormDialogProps) {
  const form = useZodForm({
    schema: testimonialInputSchema,
    defaultValues: empty,
    failure: { toast: 'Failed to save the testimonial. Please try again.' },
    onSubmit: async (data) => {
      const saved = testimonial
        ? await api.put<TestimonialDto>(`/api/testimonials/${testimonial.id}`, data)
        : await api.post<TestimonialDto>('/api/testimonials', data);
      toast({
        title: testimonial ? 'Testimonial Updated' : 'Testimonial Added',
        description: saved.isApproved ? 'It is shown on the website.' : 'It is waiting for approval.',
      });
      onSaved?.(saved);
      onOpenChange(false);
    },
  });
  const { reset } = form;

  useEffect(() => {
    if (open) reset(valuesOf(testimonial));
  }, [open, testimonial, reset]);

  const name = form.bind('name', { id: 'testimonial-name' });
  const vehicle = form.bind('vehicle', { id: 'testimonial-vehicle' });
  const rating = form.bind('rating', { id: 'testimonial-rating' });
  const comment = form.bind('comment', { id: 'testimonial-comment' });
  const approved = form.bind('isApproved', { id: 'testimonial-approved' });
  const saving = form.pending;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={saving}
      title={testimonial ? 'Edit Testimonial' : 'Add Testimonial'}
      description={testimonial ? `From ${testimonial.name}` : 'A testimonial a client gave by phone, e-mail or in person.'}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="testimonial-form" pending={saving}>
            {testimonial ? 'Save Changes' : 'Add Testimonial'}
          </Button>
        </>
      }
    >
      <form id="testimonial-form" onSubmit={form.submit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field {...name.field} label="Client Name" required>
            <Input {...name.control} />
          </Field>
          <Field {...vehicle.field} label="Vehicle" required>
            <Input placeholder="e.g. 2021 Porsche 911 Turbo S" {...vehicle.control} />
          </Field>
        </div>
        <Field {...rating.field} label="Rating">
          <Select options={ratingOptions} className="sm:w-56" {...rating.control} />
        </Field>
        <Field {...comment.field} label="Comment" required>
          <Textarea rows={5} {...comment.control} />
        </Field>
        <Checkbox label="Approved: show it on the website" {...approved.control} />
        <FormError message={form.formError} />
      </form>
    </Dialog>
  );
}
