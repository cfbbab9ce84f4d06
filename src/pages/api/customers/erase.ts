import { eraseCustomer } from '#src/server/customers/erase-customer';
import { endpoint, fail } from '#src/server/endpoint';
import { customerEraseSchema } from '#src/lib/validation/customer-data';
import { customerErasedAnswer } from '#src/lib/api-answers/customers';

const NOTHING_HELD = 'No data is held for this email address.';

/**
 * PIPEDA deletion request: erases the customer's leads, replies, appointments,
 * trade-in photos, offers, financing answers, consent records, e-mails and
 * shopper account (with its saves and searches).
 * The garage register is kept (Ontario law). The admin only: it cannot be
 * undone, and an employee's account is the likelier one to be misused or
 * stolen (employees export; 403 for them here). Confirmed by typing the
 * address twice (`confirmEmail`); logged without the address.
 */
export const POST = endpoint(
  {
    access: 'admin',
    summary: "Erase a customer's data (privacy request)",
    body: customerEraseSchema,
    response: {
      status: 200,
      description: 'What was erased, counted per kind of record (`photos` too), and a `message`',
      schema: customerErasedAnswer,
    },
  },
  async ({ body, actor }) => {
    const result = await eraseCustomer(body.email, actor);
    if (!result) return fail('not-found', NOTHING_HELD, { errors: { email: NOTHING_HELD } });
    return {
      ...result,
      message: 'The customer’s data has been erased. The garage register is kept, as the law requires.',
    };
  },
);
