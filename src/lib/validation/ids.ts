import { z } from 'zod';

/** A path id: a positive integer written in decimal, nothing else ('1e3', '01x' and '-1' are refused). */
export const idParamSchema = z
  .string('Id is required')
  .regex(/^[1-9][0-9]{0,9}$/, 'Id must be a positive whole number')
  .transform(Number);
