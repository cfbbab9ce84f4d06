import StaffAccounts from '#src/islands/portal/accounts/staff-accounts';
import AppointmentSettingsForm from '#src/islands/portal/appointments/appointment-settings-form';
import { can, type Area } from '#src/islands/portal/area';
import FeedList from '#src/islands/portal/feeds/feed-list';
import FeeLinesForm from '#src/islands/portal/pricing/fee-lines-form';
import UsdRateForm from '#src/islands/portal/pricing/usd-rate-form';
import { PageHeader } from '#src/islands/ui/page-header';
import ChangePasswordForm from './change-password-form';
import DealerDetailsForm from './dealer-details-form';
import DocumentsAfterSaleForm from './documents-after-sale-form';
import HoldSettingsForm from './hold-settings-form';
import LeadDeliveryForm from './lead-delivery-form';

/**
 * The Settings screen of both areas: everyone's own password (one form), and
 * where the area has `site-settings` (src/islands/portal/area.ts) who can sign
 * in, the dealer's details, the fees in every advertised price, the feeds, the
 * booking rules, where new leads go, holds and what a sold car's documents still do.
 */
export default function SettingsScreen({ area, username, currentUserId }: { area: Area; username?: string; currentUserId?: number }) {
  if (!can(area, 'site-settings'))
    return (
      <div>
        <PageHeader eyebrow="Account" title="Settings" description={username ? `Signed in as ${username}.` : undefined} />
        <ChangePasswordForm username={username} className="max-w-xl" />
      </div>
    );
  return (
    <div>
      <PageHeader
        eyebrow={area === 'admin' ? 'Admin' : 'Account'}
        title="Settings"
        description="Who can sign in, your own password, the details the public site shows and the fees in every advertised price."
      />
      <div className="grid gap-6">
        {currentUserId !== undefined && <StaffAccounts currentUserId={currentUserId} />}
        <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ChangePasswordForm username={username} />
          <DealerDetailsForm />
        </div>
        <FeeLinesForm />
        {area === 'admin' && <UsdRateForm />}
        <FeedList />
        <AppointmentSettingsForm />
        <LeadDeliveryForm />
        <HoldSettingsForm />
        <DocumentsAfterSaleForm />
      </div>
    </div>
  );
}
