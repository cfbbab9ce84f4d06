// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { useEffect } from 'react';
import { api } from '#src/islands/lib/api';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { Dialog } from '#src/islands/ui/dialog';
import { Field, FormError, Input, Select } from '#src/islands/ui/field';
import { staffAccountSchema } from '#src/lib/validation/accounts';
import type { AccountDto } from './account-types';

type Values = { username: string; firstName: string; lastName: string; email: string; role: 'employee' | 'admin'; password: string };
const EMPTY: Values = { username: '', firstName: '', lastName: '', email: '', role: 'employee', password: '' };
const ROLE_OPTIONS = [
  { value: 'employee', label: 'Employee (portal)' },
  { value: 'admin', label: 'Administrator (portal and admin area)' },
];
const USERNAME_HINT = 'Letters, digits, dots, dashes';
const EMAIL_HINT = 'Where the portal writes to them about their work.';
const PASSWORD_HINT = 'At least 10 characters. Share it privately; they can change it after signing in.';

/** Blank optional fields are sent as null, as the API expects; the e-mail address is required. */
const toInput = (v: Values) => ({
  ...v,
  email: v.email.trim(),
  firstName: v.firstName.trim() || null,
  lastName: v.lastName.trim() || null,
});

/** Adds a staff account (POST /api/users), checked with the server's schema first. */
export default function AddAccountDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account as the server created it. */
  onCreated: (account: AccountDto) => void;
}) {
  const form = useZodForm({
    schema: staffAccountSchema,
    defaultValues: EMPTY,
    toInput,
    failure: { toast: 'Failed to create the account. Please try again.' },
    onSubmit: async (data) => {
      const created = await api.post<AccountDto>('/api/users', data);
      toast({ title: 'Account created', description: `${created.username} can now sign in to the employee portal.` });
      onCreated(created);
      onOpenChange(false);
    },
  });
  const { reset } = form;

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const bind = (key: keyof Values, hint?: string) => form.bind(key, { id: `account-${key}`, hint });
  const [firstName, lastName, username, email, role, password] = [
    bind('firstName'),
    bind('lastName'),
    bind('username', USERNAME_HINT),
    bind('email', EMAIL_HINT),
    bind('role'),
    bind('password', PASSWORD_HINT),
  ];
  const saving = form.pending;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={saving}
      title="Add a staff account"
      description="A new colleague signs in at /employee/login with this username and password."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="add-account-form" pending={saving}>
            Create account
          </Button>
        </>
      }
    >
      <form id="add-account-form" onSubmit={form.submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field {...firstName.field} label="First name">
          <Input autoComplete="off" {...firstName.control} />
        </Field>
        <Field {...lastName.field} label="Last name">
          <Input autoComplete="off" {...lastName.control} />
        </Field>
        <Field {...username.field} label="Username" required className="sm:col-span-2">
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...username.control} />
        </Field>
        <Field {...email.field} label="Email" required className="sm:col-span-2">
          <Input type="email" autoComplete="off" {...email.control} />
        </Field>
        <Field {...role.field} label="Role" required className="sm:col-span-2">
          <Select options={ROLE_OPTIONS} {...role.control} />
        </Field>
        <Field {...password.field} label="Password" required className="sm:col-span-2">
          <Input type="password" autoComplete="new-password" {...password.control} />
        </Field>
        <FormError message={form.formError} className="sm:col-span-2" />
      </form>
    </Dialog>
  );
}
