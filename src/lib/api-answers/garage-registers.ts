import { z } from 'zod';
import { pageAnswer } from './common';
import { garageRegisterEntryAnswer } from './vehicles';

/** GET /api/garage-registers. */
export const garageRegisterListAnswer = z
  .union([pageAnswer(garageRegisterEntryAnswer), z.array(garageRegisterEntryAnswer)])
  .describe('With ?page=: one page of the register; without: every entry in the range, newest sale first.');
export type GarageRegisterListAnswer = z.output<typeof garageRegisterListAnswer>;
