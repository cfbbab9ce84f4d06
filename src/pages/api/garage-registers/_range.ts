import { garageRegisterRangeSchema } from '#src/lib/validation/garage-register';

/** ?from=yyyy/mm/dd&to=yyyy/mm/dd, inclusive, either optional (blank = absent); the end on or after the start. */
export const registerRangeQuery = garageRegisterRangeSchema.refine(({ from, to }) => !(from && to && from > to), {
  path: ['to'],
  message: 'The end date must be on or after the start date',
});
