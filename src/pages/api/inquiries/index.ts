import { z } from 'zod';
import { createInquiry, listInquiries } from '../../../db/queries/inquiries';
import { listInquiryPage } from '../../../db/queries/lists/inquiry-list';
import { getVehicleById } from '../../../db/queries/vehicles';
import { inquiryListQuerySchema } from '../../../lib/lists/inquiry-list';
import { pagedOr } from '../../../lib/lists/paging';
import { endpoint, fail } from '../../../lib/server/endpoint';
import { json } from '../../../lib/server/http';
import { publicPostLimiters, tooManyPosts } from '../../../lib/server/public-rate-limit';
import { inquiryInputSchema } from '../../../lib/validation/inquiry';

/** With ?page=: one page of the leads list (docs/api-lists.md); without: every inquiry, newest first. */
export const GET = endpoint({ access: 'staff', query: pagedOr(z.object({}), inquiryListQuerySchema) }, ({ query }) =>
  query.paged ? listInquiryPage(query) : listInquiries(),
);

const limiter = publicPostLimiters.inquiry;
const RECEIVED = 'Inquiry received';
const VEHICLE_GONE = 'This vehicle is no longer in our inventory.';
const vehicleGone = () => fail('invalid', 'Invalid input: vehicleId', { errors: { vehicleId: VEHICLE_GONE } });

/** The public inquiry form. */
export const POST = endpoint({ access: 'public', body: inquiryInputSchema }, ({ body, clientAddress }) => {
  if (limiter.isLimited(clientAddress)) return tooManyPosts(limiter, clientAddress);
  limiter.hit(clientAddress);
  const { website, ...input } = body;
  // A filled honeypot is a bot: it gets the same answer as a person, so it learns nothing, and nothing is stored.
  if (website?.trim()) return json({ id: fakeId(), message: RECEIVED }, 201);
  if (input.vehicleId != null && !getVehicleById(input.vehicleId)) return vehicleGone();
  try {
    const inquiry = createInquiry(input);
    return json({ id: inquiry.id, message: RECEIVED }, 201);
  } catch (error) {
    // The vehicle was deleted between the check and the insert.
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return vehicleGone();
    throw error;
  }
});

function fakeId(): number {
  return 1000 + Math.floor(Math.random() * 9000);
}
