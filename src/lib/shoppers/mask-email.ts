/**
 * An address as a sign-in confirmation shows it: its first character, an ellipsis and the domain
 * (`ada@example.com` → `a…@example.com`), enough for its owner to recognise it and no more for anyone else.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '…';
  return `${Array.from(email.slice(0, at))[0]}…${email.slice(at)}`;
}
