import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { API_SCOPES, SCOPE_DESCRIPTIONS, type ApiScope } from '#src/lib/api-keys/scopes';
import type { ApiKeyAnswer, ApiKeySecretAnswer } from '#src/lib/api-answers/api-keys';
import { formatDateTime } from '#src/lib/format/dates';
import { api, ApiError, errorMessage } from '#src/islands/lib/api';
import { useApi } from '#src/islands/lib/use-api';
import { toast } from '#src/islands/stores/toasts';
import { Badge } from '#src/islands/ui/badge';
import { Button } from '#src/islands/ui/button';
import { EmptyState, ErrorState, Panel } from '#src/islands/ui/card';
import { ConfirmDialog } from '#src/islands/ui/confirm-dialog';
import { DataTable, type DataColumn } from '#src/islands/ui/data-table';
import { Checkbox, describedBy, Field, FormError, Input } from '#src/islands/ui/field';
import { PageHeader } from '#src/islands/ui/page-header';
import { LoadingState } from '#src/islands/ui/spinner';

type Shown = { name: string; secret: string; rotated: boolean };

/**
 * Machines' API keys (issue 41): create one with its scopes, read its secret the one time the server sends it,
 * see when and from where each key was last used, rotate it (the old secret stops) or revoke it.
 */
export default function IntegrationsScreen() {
  const keys = useApi<ApiKeyAnswer[]>('/api/api-keys');
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string; form?: string }>({});
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [rotating, setRotating] = useState<ApiKeyAnswer | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyAnswer | null>(null);
  const [pending, setPending] = useState(false);

  async function create(event: FormEvent) {
    event.preventDefault();
    const local = { name: name.trim() ? undefined : 'Name is required.', scopes: scopes.length ? undefined : 'Choose at least one scope.' };
    setErrors(local);
    if (local.name || local.scopes) return;
    setCreating(true);
    try {
      const created = await api.post<ApiKeySecretAnswer>('/api/api-keys', { name, scopes });
      const { secret, ...key } = created;
      setShown({ name: key.name, secret, rotated: false });
      keys.mutate((list) => [key, ...(list ?? [])]);
      setName('');
      setScopes([]);
    } catch (error) {
      const fields = error instanceof ApiError ? ((error.body as { errors?: Record<string, string> } | null)?.errors ?? {}) : {};
      setErrors({
        name: fields.name,
        scopes: fields.scopes,
        form: fields.name || fields.scopes ? undefined : errorMessage(error, 'Failed to create the key.'),
      });
    } finally {
      setCreating(false);
    }
  }

  async function rotate(key: ApiKeyAnswer) {
    setPending(true);
    try {
      const rotated = await api.post<ApiKeySecretAnswer>(`/api/api-keys/${key.id}/rotate`);
      const { secret, ...next } = rotated;
      setShown({ name: next.name, secret, rotated: true });
      keys.mutate((list) => list?.map((k) => (k.id === next.id ? next : k)));
      setRotating(null);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to rotate the key.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  async function revoke(key: ApiKeyAnswer) {
    setPending(true);
    try {
      await api.del(`/api/api-keys/${key.id}`);
      keys.mutate((list) => list?.filter((k) => k.id !== key.id));
      toast({ title: 'Key revoked', description: `"${key.name}" no longer opens the API.` });
      setRevoking(null);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to revoke the key.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  const columns: DataColumn<ApiKeyAnswer>[] = [
    {
      id: 'name',
      header: 'Key',
      card: 'title',
      sortValue: (k) => k.name,
      cell: (k) => (
        <div className="min-w-0">
          <p className="font-medium break-words text-ink">{k.name}</p>
          <p className="font-mono text-xs text-ink/60">…{k.hint}</p>
        </div>
      ),
    },
    {
      id: 'scopes',
      header: 'Scopes',
      cell: (k) => (
        <ul className="flex flex-wrap gap-1" aria-label={`Scopes of ${k.name}`}>
          {k.scopes.map((scope) => (
            <li key={scope}>
              <Badge tone="gray">{scope}</Badge>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'created',
      header: 'Created',
      hideBelow: 'lg',
      sortValue: (k) => k.createdAt,
      cell: (k) => (
        <span className="text-ink/75">
          {formatDateTime(k.createdAt)}
          {k.createdBy ? ` by ${k.createdBy}` : ''}
        </span>
      ),
    },
    {
      id: 'used',
      header: 'Last used',
      sortValue: (k) => k.lastUsedAt ?? '',
      cell: (k) =>
        k.lastUsedAt ? (
          <span className="text-ink/75">
            {formatDateTime(k.lastUsedAt)}
            <span className="block font-mono text-xs break-all text-ink/60">from {k.lastUsedFrom}</span>
          </span>
        ) : (
          <span className="text-ink/65">Never</span>
        ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      headerLabel: 'Actions',
      card: 'actions',
      align: 'right',
      cell: (k) => (
        <div className="flex flex-wrap justify-end gap-1.5">
          <Button size="sm" variant="secondary" onClick={() => setRotating(k)} aria-label={`Rotate ${k.name}`}>
            Rotate
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setRevoking(k)} aria-label={`Revoke ${k.name}`}>
            Revoke
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Admin"
        title="Integrations"
        description="API keys let a CRM, a DMS or a marketing tool use the API without anyone's password. Give each integration its own key with only the scopes it needs."
      />
      {shown && (
        <section aria-labelledby="secret-title" className="rounded-xl border border-[#74572d]/30 bg-[#fbf8f2] p-5">
          <h2 id="secret-title" className="text-sm font-semibold text-ink">
            {shown.rotated ? `New secret of "${shown.name}"` : `Secret of "${shown.name}"`}
          </h2>
          <p className="mt-1 text-sm text-ink/70">
            Copy it now: it is shown this once and cannot be read again.{shown.rotated ? ' The previous secret has stopped working.' : ''}
          </p>
          <output
            className="mt-3 block rounded-md border border-ink/10 bg-white px-3 py-2 font-mono text-sm break-all text-ink"
            data-testid="api-key-secret"
          >
            {shown.secret}
          </output>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(shown.secret)
                  .then(() => toast({ title: 'Copied', description: 'The secret is on the clipboard.' }))
                  .catch(() => toast({ title: 'Copy failed', description: 'Select the secret and copy it.', variant: 'destructive' }))
              }
            >
              Copy
            </Button>
            <Button size="sm" onClick={() => setShown(null)}>
              I have stored it
            </Button>
          </div>
        </section>
      )}
      <Panel title="New API key">
        <form onSubmit={(e) => void create(e)} noValidate className="grid gap-4 lg:grid-cols-[minmax(0,18rem)_1fr_auto] lg:items-start">
          <Field id="api-key-name" label="Name" required error={errors.name} hint="The integration it is for">
            <Input
              id="api-key-name"
              value={name}
              maxLength={80}
              autoComplete="off"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('api-key-name', errors.name, 'The integration it is for')}
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
          <fieldset aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}>
            <legend className="mb-1.5 text-xs font-medium tracking-wide text-ink/75">
              Scopes
              <span className="ml-0.5 text-[#74572d]" aria-hidden="true">
                *
              </span>
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {API_SCOPES.map((scope) => (
                <Checkbox
                  key={scope}
                  id={`scope-${scope}`}
                  checked={scopes.includes(scope)}
                  onChange={(e) => setScopes((now) => (e.target.checked ? [...now, scope] : now.filter((s) => s !== scope)))}
                  label={
                    <span>
                      <span className="font-mono text-xs text-ink">{scope}</span>
                      <span className="block text-xs text-ink/65">{SCOPE_DESCRIPTIONS[scope]}</span>
                    </span>
                  }
                />
              ))}
            </div>
            {errors.scopes && (
              <p id="api-key-scopes-error" className="mt-1.5 text-xs font-medium text-red-700" role="alert">
                {errors.scopes}
              </p>
            )}
          </fieldset>
          <Button type="submit" pending={creating} className="lg:mt-6">
            <KeyRound className="size-4" aria-hidden="true" /> Create key
          </Button>
          <FormError message={errors.form} className="lg:col-span-3" />
        </form>
      </Panel>
      <Panel title="API keys" bodyClassName="p-0">
        {keys.loading && !keys.data ? (
          <LoadingState label="Loading keys…" />
        ) : keys.error && !keys.data ? (
          <ErrorState
            message={errorMessage(keys.error, 'Failed to load the keys. Please try again later.')}
            onRetry={() => void keys.reload()}
          />
        ) : (
          <DataTable
            rows={keys.data ?? []}
            columns={columns}
            rowKey={(k) => k.id}
            caption="API keys"
            empty={<EmptyState title="No API keys yet." />}
          />
        )}
      </Panel>
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(open) => !open && setRotating(null)}
        title={rotating ? `Rotate "${rotating.name}"?` : 'Rotate key?'}
        description="A new secret is made and shown once; the current one stops working at once, so the integration needs the new one."
        confirmLabel="Rotate"
        pendingLabel="Rotating…"
        pending={pending}
        onConfirm={() => rotating && void rotate(rotating)}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={revoking ? `Revoke "${revoking.name}"?` : 'Revoke key?'}
        description="The key stops working at once. This cannot be undone."
        confirmLabel="Revoke"
        destructive
        pendingLabel="Revoking…"
        pending={pending}
        onConfirm={() => revoking && void revoke(revoking)}
      />
    </div>
  );
}
