import { useEffect, useState, type SubmitEvent } from 'react';
import { api, errorMessage } from '../../lib/api';
import { apiFieldErrors, fieldErrorsOf } from '../../lib/form-errors';
import { toast } from '../../stores/toasts';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field, Input, Select, describedBy } from '../../ui/field';
import { staffAccountSchema } from '../../../lib/validation/accounts';
import type { AccountDto } from './account-types';

type Values = { username: string; firstName: string; lastName: string; email: string; role: 'employee' | 'admin'; password: string };
const EMPTY: Values = { username: '', firstName: '', lastName: '', email: '', role: 'employee', password: '' };
const ROLE_OPTIONS = [
  { value: 'employee', label: 'Employee (portal)' },
  { value: 'admin', label: 'Administrator (portal and admin area)' },
];
const PASSWORD_HINT = 'At least 10 characters. Share it privately; they can change it after signing in.';

/** Adds a staff account (POST /api/users), checked with the server's schema first. */
export default function AddAccountDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      setValues(EMPTY);
      setErrors({});
    }
  }, [open]);

  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const control = (key: keyof Values, hint?: string) => ({
    id: `account-${key}`,
    name: key,
    value: values[key],
    onChange: set(key),
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': describedBy(`account-${key}`, errors[key], hint),
  });

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const parsed = staffAccountSchema.safeParse({
      ...values,
      email: values.email.trim() || null,
      firstName: values.firstName.trim() || null,
      lastName: values.lastName.trim() || null,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setSaving(true);
    try {
      const created = await api.post<AccountDto>('/api/users', parsed.data);
      toast({ title: 'Account created', description: `${created.username} can now sign in to the employee portal.` });
      onCreated();
      onOpenChange(false);
    } catch (error) {
      setErrors(apiFieldErrors(error));
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to create the account. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

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
      <form id="add-account-form" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field id="account-firstName" label="First name" error={errors.firstName}>
          <Input autoComplete="off" {...control('firstName')} />
        </Field>
        <Field id="account-lastName" label="Last name" error={errors.lastName}>
          <Input autoComplete="off" {...control('lastName')} />
        </Field>
        <Field
          id="account-username"
          label="Username"
          required
          error={errors.username}
          hint="Letters, digits, dots, dashes"
          className="sm:col-span-2"
        >
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...control('username', 'Letters, digits, dots, dashes')} />
        </Field>
        <Field id="account-email" label="Email" error={errors.email} className="sm:col-span-2">
          <Input type="email" autoComplete="off" {...control('email')} />
        </Field>
        <Field id="account-role" label="Role" required error={errors.role} className="sm:col-span-2">
          <Select options={ROLE_OPTIONS} {...control('role')} />
        </Field>
        <Field id="account-password" label="Password" required error={errors.password} hint={PASSWORD_HINT} className="sm:col-span-2">
          <Input type="password" autoComplete="new-password" {...control('password', PASSWORD_HINT)} />
        </Field>
      </form>
    </Dialog>
  );
}
