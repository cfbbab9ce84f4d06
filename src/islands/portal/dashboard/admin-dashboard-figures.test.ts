import { describe, expect, it } from 'vitest';
import { inquiryFigures, testimonialFigures } from './admin-dashboard-figures';

describe('inquiryFigures', () => {
  it('counts new and in-progress (and a missing status) as pending', () => {
    const statuses = ['new', 'in-progress', 'responded', 'resolved', 'closed', null, undefined, 'new'];
    expect(inquiryFigures(statuses.map((status) => ({ status })))).toEqual({ total: 8, pending: 5 });
  });

  it('is zero for no inquiries', () => {
    expect(inquiryFigures([])).toEqual({ total: 0, pending: 0 });
  });
});

describe('testimonialFigures', () => {
  it('counts the approved ones', () => {
    expect(testimonialFigures([{ isApproved: true }, { isApproved: false }, { isApproved: true }])).toEqual({ total: 3, approved: 2 });
  });
});
