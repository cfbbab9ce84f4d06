import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { STAFF_ROLES } from '#src/lib/enums';
import { api, errorMessage } from '#src/islands/lib/api';
import { toast } from '#src/islands/stores/toasts';
import { useApi } from '#src/islands/lib/use-api';
import { Badge } from '#src/islands/ui/badge';
import { Button } from '#src/islands/ui/button';
import { EmptyState, ErrorState, Panel } from '#src/islands/ui/card';
import { ConfirmDialog } from '#src/islands/ui/confirm-dialog';
import { DataTable, type DataColumn } from '#src/islands/ui/data-table';
import { LoadingState } from '#src/islands/ui/spinner';
import { accountName, type AccountDto } from './account-types';
import AddAccountDialog from './add-account-dialog';
import ResetPasswordDialog from './reset-password-dialog';

/**
 * Staff accounts (GET /api/users): add an employee, reset a password, disable
 * or enable an account. Customer accounts never sign in here and are not listed.
 */
export default function StaffAccounts({ currentUserId }: { currentUserId: number }) {
  const users = useApi<AccountDto[]>('/api/users');
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<AccountDto | null>(null);
  const [disabling, setDisabling] = useState<AccountDto | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);

  const staff = useMemo(() => (users.data ?? []).filter((u) => STAFF_ROLES.includes(u.role)), [users.data]);

  async function setDisabled(account: AccountDto, disabled: boolean) {
    setPendingId(account.id);
    try {
      const saved = await api.put<AccountDto>(`/api/users/${account.id}`, { disabled });
      toast(
        disabled
          ? { title: 'Account disabled', description: `${accountName(account)} can no longer sign in.` }
          : { title: 'Account enabled', description: `${accountName(account)} can sign in again.` },
      );
      setDisabling(null);
      users.mutate((list) => list?.map((u) => (u.id === saved.id ? { ...u, ...saved } : u)));
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update the account. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPendingId(null);
    }
  }

  // Employees write drafts of the journal and the site's copy; an admin may let one of them publish too.
  async function setCanPublish(account: AccountDto, canPublish: boolean) {
    const show = (value: boolean) => users.mutate((list) => list?.map((u) => (u.id === account.id ? { ...u, canPublish: value } : u)));
    // The box follows the click at once; a refusal puts it back.
    show(canPublish);
    setPendingId(account.id);
    try {
      const saved = await api.put<{ id: number; canPublish: boolean }>(`/api/users/${account.id}/publishing`, { canPublish });
      toast({
        title: canPublish ? 'Publishing allowed' : 'Publishing withdrawn',
        description: `${accountName(account)} ${canPublish ? 'may now publish' : 'may no longer publish'} journal posts and site content.`,
      });
      show(saved.canPublish);
    } catch (error) {
      show(account.canPublish);
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update the account. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPendingId(null);
    }
  }

  const columns: DataColumn<AccountDto>[] = [
    {
      id: 'name',
      header: 'Name',
      card: 'title',
      sortValue: (u) => accountName(u),
      cell: (u) => (
        <div className="min-w-0">
          <p className="font-medium text-ink">
            {accountName(u)}
            {u.id === currentUserId && <span className="ml-2 text-xs font-normal text-ink/60">(you)</span>}
          </p>
          <p className="text-xs text-ink/60">{u.username}</p>
        </div>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      sortValue: (u) => u.role,
      cell: (u) => <Badge tone={u.role === 'admin' ? 'gold' : 'gray'}>{u.role === 'admin' ? 'Administrator' : 'Employee'}</Badge>,
    },
    {
      id: 'email',
      header: 'Email',
      hideBelow: 'lg',
      cell: (u) => <span className="break-all text-ink/75">{u.email ?? '—'}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      sortValue: (u) => (u.disabled ? 1 : 0),
      cell: (u) => (u.disabled ? <Badge tone="red">Disabled</Badge> : <Badge tone="green">Active</Badge>),
    },
    {
      id: 'publishing',
      header: 'Publishing',
      hideBelow: 'lg',
      cell: (u) =>
        u.role === 'admin' ? (
          <span className="text-ink/65">Always</span>
        ) : (
          <label className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              checked={u.canPublish}
              disabled={pendingId === u.id}
              onChange={(e) => void setCanPublish(u, e.target.checked)}
              aria-label={`${accountName(u)} may publish journal posts and site content`}
            />
            <span className="text-ink/75">{u.canPublish ? 'Allowed' : 'Drafts only'}</span>
          </label>
        ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      headerLabel: 'Actions',
      card: 'actions',
      align: 'right',
      cell: (u) => (
        <div className="flex flex-wrap justify-end gap-1.5">
          <Button size="sm" variant="ghost" onClick={() => setResetting(u)} aria-label={`Reset password for ${accountName(u)}`}>
            Reset password
          </Button>
          {u.id !== currentUserId &&
            (u.disabled ? (
              <Button
                size="sm"
                variant="secondary"
                pending={pendingId === u.id}
                onClick={() => setDisabled(u, false)}
                aria-label={`Enable ${accountName(u)}`}
              >
                Enable
              </Button>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => setDisabling(u)} aria-label={`Disable ${accountName(u)}`}>
                Disable
              </Button>
            ))}
        </div>
      ),
    },
  ];

  return (
    <Panel
      title="Staff accounts"
      bodyClassName="p-0"
      action={
        <Button size="sm" onClick={() => setAdding(true)}>
          <UserPlus className="size-4" aria-hidden="true" /> Add employee
        </Button>
      }
    >
      {users.loading && !users.data ? (
        <LoadingState label="Loading accounts…" />
      ) : users.error && !users.data ? (
        <ErrorState
          message={errorMessage(users.error, 'Failed to load accounts. Please try again later.')}
          onRetry={() => void users.reload()}
        />
      ) : (
        <DataTable
          rows={staff}
          columns={columns}
          rowKey={(u) => u.id}
          defaultSort={{ id: 'name', desc: false }}
          caption="Staff accounts"
          rowClassName={(u) => (u.disabled ? 'bg-ink/[0.025]' : undefined)}
          empty={<EmptyState title="No staff accounts yet." />}
        />
      )}
      <AddAccountDialog
        open={adding}
        onOpenChange={setAdding}
        onCreated={(created) => users.mutate((list) => list && [...list, created])}
      />
      <ResetPasswordDialog account={resetting} onOpenChange={(open) => !open && setResetting(null)} />
      <ConfirmDialog
        open={disabling !== null}
        onOpenChange={(open) => !open && setDisabling(null)}
        title={disabling ? `Disable ${accountName(disabling)}?` : 'Disable account?'}
        description="They are signed out everywhere and can no longer sign in. You can enable the account again at any time."
        confirmLabel="Disable"
        pendingLabel="Disabling…"
        pending={disabling !== null && pendingId === disabling.id}
        onConfirm={() => disabling && void setDisabled(disabling, true)}
      />
    </Panel>
  );
}
