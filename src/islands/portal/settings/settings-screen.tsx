import { PageHeader } from '../../ui/page-header';
import ChangePasswordForm from './change-password-form';

/** Employee settings: the same change-password form the admin settings page mounts. */
export default function SettingsScreen({ username }: { username?: string }) {
  return (
    <div>
      <PageHeader eyebrow="Account" title="Settings" description={username ? `Signed in as ${username}.` : undefined} />
      <ChangePasswordForm username={username} className="max-w-xl" />
    </div>
  );
}
