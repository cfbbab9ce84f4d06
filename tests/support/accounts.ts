/** Accounts created in every throwaway test database (never in a real one). */
export const TEST_ACCOUNTS = {
  admin: { username: 'admin', password: 'test-admin-password-1', role: 'admin', firstName: 'Alexandra', lastName: 'Reid' },
  employee: { username: 'staff', password: 'test-staff-password-1', role: 'employee', firstName: 'Marco', lastName: 'Bellini' },
  customer: { username: 'customer', password: 'test-customer-password-1', role: 'customer', firstName: 'Casey', lastName: 'Client' },
} as const;
export type TestRole = keyof typeof TEST_ACCOUNTS;
