import { useEffect, useState, type SubmitEvent } from 'react';
import { testimonialInputSchema } from '../../../lib/validation/testimonial';
import { api, errorMessage } from '../../lib/api';
import { apiFieldErrors, fieldErrorsOf } from '../../lib/form-errors';
import { toast } from '../../stores/toasts';
import type { TestimonialDto } from '../../lib/types';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Checkbox, Field, Input, Select, Textarea, describedBy } from '../../ui/field';

type Values = { name: string; vehicle: string; rating: string; comment: string; isApproved: boolean };
const empty: Values = { name: '', vehicle: '', rating: '5', comment: '', isApproved: true };
const ratingOptions = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${'★'.repeat(n)}${'☆'.repeat(5 - n)}  ${n} of 5` }));

export type TestimonialFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The testimonial to edit; null to add one received by phone or in person. */
  testimonial: TestimonialDto | null;
  onSaved?: (testimonial: TestimonialDto) => void;
};

/** Add (staff-created ones may be approved at once) or edit a testimonial. */
export function TestimonialFormDialog({ open, onOpenChange, testimonial, onSaved }: TestimonialFormDialogProps) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setValues(
      testimonial
        ? {
            name: testimonial.name,
            vehicle: testimonial.vehicle,
            rating: String(testimonial.rating),
            comment: testimonial.comment,
            isApproved: testimonial.isApproved,
          }
        : empty,
    );
  }, [open, testimonial]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const parsed = testimonialInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setSaving(true);
    try {
      const saved = testimonial
        ? await api.put<TestimonialDto>(`/api/testimonials/${testimonial.id}`, parsed.data)
        : await api.post<TestimonialDto>('/api/testimonials', parsed.data);
      toast({
        title: testimonial ? 'Testimonial Updated' : 'Testimonial Added',
        description: saved.isApproved ? 'It is shown on the website.' : 'It is waiting for approval.',
      });
      onSaved?.(saved);
      onOpenChange(false);
    } catch (error) {
      setErrors(apiFieldErrors(error));
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to save the testimonial. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  const input = (key: 'name' | 'vehicle', label: string, placeholder?: string) => (
    <Field id={`testimonial-${key}`} label={label} error={errors[key]} required>
      <Input
        id={`testimonial-${key}`}
        value={values[key]}
        placeholder={placeholder}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={describedBy(`testimonial-${key}`, errors[key])}
      />
    </Field>
  );

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
      <form id="testimonial-form" onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {input('name', 'Client Name')}
          {input('vehicle', 'Vehicle', 'e.g. 2021 Porsche 911 Turbo S')}
        </div>
        <Field id="testimonial-rating" label="Rating" error={errors.rating}>
          <Select
            id="testimonial-rating"
            options={ratingOptions}
            value={values.rating}
            onChange={(e) => set('rating', e.target.value)}
            className="sm:w-56"
          />
        </Field>
        <Field id="testimonial-comment" label="Comment" error={errors.comment} required>
          <Textarea
            id="testimonial-comment"
            rows={5}
            value={values.comment}
            onChange={(e) => set('comment', e.target.value)}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={describedBy('testimonial-comment', errors.comment)}
          />
        </Field>
        <Checkbox
          id="testimonial-approved"
          label="Approved: show it on the website"
          checked={values.isApproved}
          onChange={(e) => set('isApproved', e.target.checked)}
        />
      </form>
    </Dialog>
  );
}
