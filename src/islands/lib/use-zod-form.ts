import { useMemo, useRef, type BaseSyntheticEvent, type ReactNode } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import './zod-browser';
import { errorMessage } from './api';
import { fieldPaths, planServerErrors, schemaResolver, type ServerErrorOptions } from './form-errors';
import { toast } from '#src/islands/stores/toasts';
import { describedBy } from '#src/islands/ui/field';

export type ZodFormOptions<TValues extends FieldValues, TOutput> = {
  /** The schema the API parses the body with (src/lib/validation): one rule set for form and server. */
  schema: $ZodType<TOutput>;
  /** What the inputs hold at first (strings for text inputs, booleans for checkboxes). */
  defaultValues: TValues;
  /** Form values → the body the schema expects, when they differ ('' → null, split lists). Keys stay the same so errors land on fields. */
  toInput?: (values: TValues) => unknown;
  /** Saves the parsed body. Throw (an ApiError) to have its errors shown; return normally on success. */
  onSubmit: (data: TOutput, values: TValues) => Promise<unknown> | unknown;
  /**
   * How a failed save is reported besides the field errors: `toast` gives the
   * fallback description of the 'Error' toast (false: no toast, the form shows
   * `formError` itself, as the sign-in form does). `fields`: paths the form
   * shows errors for beyond those in its values (answers not given yet).
   */
  failure: { toast: string | false; fields?: readonly string[] } & Pick<ServerErrorOptions, 'prefix' | 'rename'>;
  /** Runs after any failed save (the sign-in form clears the password; a form with its own failure toast shows it here). */
  onFailure?: (error: unknown, fieldErrors: Record<string, string>) => void;
  /** Runs when the schema refused the values and nothing was sent (the sale dialog's 'Validation Error' toast). */
  onInvalid?: () => void;
};

export type BindOptions<TValues extends FieldValues> = {
  id?: string;
  hint?: ReactNode;
  /** react-hook-form's register options, e.g. an `onChange` that fills other fields from this one. */
  register?: RegisterOptions<TValues, FieldPath<TValues>>;
};

export type BoundField<TValues extends FieldValues> = {
  /** Props for <Field>: id, error, hint. */
  field: { id: string; error?: string; hint?: ReactNode };
  /** Props for the control (Input, Select, Textarea, Checkbox): register() plus id and the accessibility links. */
  control: UseFormRegisterReturn<FieldPath<TValues>> & {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
};

export type ZodForm<TValues extends FieldValues, TOutput> = UseFormReturn<TValues, unknown, TOutput> & {
  /** The form's onSubmit: validates with the schema, calls `onSubmit`, maps a failure onto the fields. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** True while `onSubmit` runs. */
  pending: boolean;
  /** The failure with no field to sit under (shown by <FormError>), null when none. */
  formError: string | null;
  /** Sets that message yourself (a form with its own wording for failures); cleared on the next submit. */
  setFormError: (message: string) => void;
  /** The message under a field, if any. */
  errorOf: (name: FieldPath<TValues>) => string | undefined;
  /** Field + control props for one input: `<Field {...f.field} label="…"><Input {...f.control} /></Field>`. */
  bind: (name: FieldPath<TValues>, options?: BindOptions<TValues>) => BoundField<TValues>;
};

const SERVER = 'root.server';

/**
 * The portal's one form hook: react-hook-form validated by the API's zod
 * schema. Errors appear on submit and then re-validate as the user types, so a
 * message goes as soon as its field is right. A failed save puts the API's
 * field errors under their fields and anything else in one form message (and
 * an 'Error' toast, as every portal form did before).
 */
export function useZodForm<TValues extends FieldValues, TOutput>({
  schema,
  defaultValues,
  toInput,
  onSubmit,
  failure,
  onFailure,
  onInvalid,
}: ZodFormOptions<TValues, TOutput>): ZodForm<TValues, TOutput> {
  // One resolver per mount; it reads the latest schema and transform, which may close over props (the erase dialog's address).
  const latest = useRef({ schema, toInput });
  latest.current = { schema, toInput };
  const resolver = useMemo<Resolver<TValues, unknown, TOutput>>(
    () => (values, context, options) =>
      schemaResolver<TValues, TOutput>(latest.current.schema, latest.current.toInput)(values, context, options),
    [],
  );

  const form = useForm<TValues, unknown, TOutput>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TValues>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // react-hook-form would focus in registration order; focusFirstInvalid goes by the page's order.
    shouldFocusError: false,
  });
  const formElement = useRef<HTMLFormElement | null>(null);
  // After the errors render, focus the first marked control in the form, as the browser does for its own checks.
  const focusFirstInvalid = () =>
    window.setTimeout(() =>
      requestAnimationFrame(() => formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(fieldset)')?.focus()),
    );

  const { errors, isSubmitting } = form.formState;

  const setFormError = (message: string) => form.setError(SERVER as FieldPath<TValues>, { type: 'server', message });

  const handleSubmit = form.handleSubmit(
    async (data) => {
      try {
        await onSubmit(data, form.getValues());
      } catch (error) {
        const plan = planServerErrors(error, {
          fields: [...fieldPaths(form.getValues()), ...(failure.fields ?? [])],
          prefix: failure.prefix,
          rename: failure.rename,
          fallback: typeof failure.toast === 'string' ? failure.toast : 'Something went wrong. Please try again.',
        });
        for (const [name, message] of Object.entries(plan.fields)) {
          form.setError(name as FieldPath<TValues>, { type: 'server', message });
        }
        focusFirstInvalid();
        if (plan.form) setFormError(plan.form);
        if (failure.toast !== false) {
          toast({ title: 'Error', description: errorMessage(error, failure.toast), variant: 'destructive' });
        }
        onFailure?.(error, plan.fields);
      }
    },
    () => {
      focusFirstInvalid();
      onInvalid?.();
    },
  );
  const submit = (event?: BaseSyntheticEvent) => {
    const target = event?.target as Element | undefined;
    formElement.current = target instanceof HTMLFormElement ? target : (target?.closest('form') ?? null);
    return handleSubmit(event);
  };

  const errorOf = (name: FieldPath<TValues>): string | undefined => {
    const message = (get(errors, name) as FieldError | undefined)?.message;
    return typeof message === 'string' && message ? message : undefined;
  };

  const bind = (name: FieldPath<TValues>, { id = String(name), hint, register }: BindOptions<TValues> = {}): BoundField<TValues> => {
    const error = errorOf(name);
    return {
      field: { id, error, hint },
      control: {
        ...form.register(name, register),
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, error, hint),
      },
    };
  };

  const formError = (get(errors, SERVER) as FieldError | undefined)?.message ?? null;

  return { ...form, submit, pending: isSubmitting, formError, setFormError, errorOf, bind };
}
