import { deleteTestimonial, updateTestimonial } from '#src/db/queries/testimonials';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { testimonialUpdateSchema } from '#src/lib/validation/testimonial';
import { testimonialAnswer, testimonialDeletedAnswer } from '#src/lib/api-answers/testimonials';

const NOT_FOUND = 'Testimonial not found';

/** Approve, unapprove or edit any field. */
export const PUT = endpoint(
  {
    access: 'staff',
    summary: 'Approve or edit a testimonial',
    params: idParams,
    body: testimonialUpdateSchema,
    notFound: NOT_FOUND,
    response: { description: 'The updated testimonial', schema: testimonialAnswer },
  },
  ({ params, body, actor }) => updateTestimonial(params.id, body, actor) ?? fail('not-found', NOT_FOUND),
);

export const DELETE = endpoint(
  {
    access: 'staff',
    summary: 'Delete a testimonial',
    params: idParams,
    notFound: NOT_FOUND,
    response: { description: '`{ id, deleted: true }`', schema: testimonialDeletedAnswer },
  },
  ({ params, actor }) => (deleteTestimonial(params.id, actor) ? { id: params.id, deleted: true } : fail('not-found', NOT_FOUND)),
);
