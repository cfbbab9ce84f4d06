import { z } from 'zod';
import { INQUIRY_STATUSES, LEAD_TYPES } from '#src/lib/enums';
import { tabCounts } from './common';
import { inquiryRowAnswer } from './inquiries';
import { vehicleRowAnswer, vehicleStatsAnswer } from './vehicles';

const count = z.int().nonnegative();

/** GET /api/dashboard: the figures both dashboards show. */
export const dashboardAnswer = z.object({
  vehicles: vehicleStatsAnswer
    .omit({ inventoryValue: true })
    .extend({ value: count.describe("Sum of the in-stock vehicles' list prices, whole dollars.") }),
  inquiries: z.object({
    total: count,
    new: count,
    open: count.describe('New or in progress: the admin dashboard’s "pending".'),
    byStatus: tabCounts(INQUIRY_STATUSES).describe('Leads in each status.'),
    byType: tabCounts(LEAD_TYPES).describe('Leads of each type.'),
  }),
  testimonials: z.object({ total: count, approved: count, pending: count }),
  recentInquiries: z.array(inquiryRowAnswer).describe('The newest five.'),
  recentVehicles: z.array(vehicleRowAnswer).describe('The five added last.'),
});
export type DashboardAnswer = z.output<typeof dashboardAnswer>;
