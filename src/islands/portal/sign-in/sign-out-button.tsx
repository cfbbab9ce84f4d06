import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { api } from '#src/islands/lib/api';
import { flashToast, toast } from '#src/islands/stores/toasts';

/**
 * Sign Out: POST /api/auth/logout, then the sign-in page with a 'Logged Out'
 * toast (carried across the navigation).
 */
export default function SignOutButton({
  redirectTo = '/employee/login',
  className,
  label = 'Sign Out',
}: {
  redirectTo?: string;
  className?: string;
  label?: string;
}) {
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    try {
      await api.post('/api/auth/logout');
      flashToast({ title: 'Logged Out', description: 'You have been successfully logged out.' });
      window.location.assign(redirectTo);
    } catch {
      setPending(false);
      toast({ title: 'Error', description: 'Could not sign out. Please try again.', variant: 'destructive' });
    }
  };
  return (
    <button type="button" onClick={signOut} disabled={pending} className={className}>
      <LogOut className="portal-nav-icon size-[18px] shrink-0" aria-hidden="true" />
      <span className="portal-nav-label">{pending ? 'Signing out…' : label}</span>
    </button>
  );
}
