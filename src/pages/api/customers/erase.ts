import { eraseCustomerData, purgeErasedText } from '#src/db/queries/leads/customer-data';
import { endpoint, fail } from '#src/server/endpoint';
import { deleteTradeInPhotoFiles } from '#src/server/leads/photo-store';
import { customerEraseSchema } from '#src/lib/validation/customer-data';

const NOTHING_HELD = 'No data is held for this email address.';

/**
 * PIPEDA deletion request: erases the customer's leads, replies, appointments,
 * trade-in photos, offers, financing answers, consent records and e-mails.
 * The garage register is kept (Ontario law). The admin only: it cannot be
 * undone, and an employee's account is the likelier one to be misused or
 * stolen (employees export; 403 for them here). Confirmed by typing the
 * address twice (`confirmEmail`); logged without the address.
 */
export const POST = endpoint(
  {
    access: 'admin',
    summary: "Erase a customer's data (privacy request)",
    response: { status: 200, description: 'What was erased, counted per kind of record (`photos` too), and a `message`' },
    body: customerEraseSchema,
  },
  async ({ body, actor }) => {
    const result = eraseCustomerData(body.email, actor);
    if (!result) return fail('not-found', NOTHING_HELD, { errors: { email: NOTHING_HELD } });
    purgeErasedText();
    await deleteTradeInPhotoFiles(result.photoNames);
    const { photoNames, ...counts } = result;
    return {
      ...counts,
      photos: photoNames.length,
      message: 'The customer’s data has been erased. The garage register is kept, as the law requires.',
    };
  },
);
