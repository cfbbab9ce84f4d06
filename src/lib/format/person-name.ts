/** How a staff member is named on screens and in the activity log: their full name, else their username. */
export function displayName(user: { firstName?: string | null; lastName?: string | null; username: string }): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username;
}
