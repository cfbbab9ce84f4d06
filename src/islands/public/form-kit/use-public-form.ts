import { useRef, useState, type BaseSyntheticEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldError, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import '#src/islands/lib/zod-browser';
import { ApiError } from '#src/islands/lib/api';
import { fieldPaths, planServerErrors, schemaResolver } from '#src/islands/lib/form-errors';
import type { BoundControl } from './fields';

export const CHECK_FIELDS = 'Please check the highlighted fields.';
export const NOT_SENT = 'We could not send your request. Please check your connection and try again.';

export type PublicFormOptions<TValues extends FieldValues, TOutput> = {
  /** The schema the endpoint parses the body with (src/lib/validation, zod/mini): one rule set in the browser and on the server. */
  schema: $ZodType<TOutput>;
  /** What the fields hold at first (strings for inputs and selects, booleans for checkboxes). */
  defaultValues: TValues;
  /** Field values → the body the schema expects ('' → undefined, numbers); keys stay the same so errors land on fields. */
  toInput?: (values: TValues) => unknown;
  /** Posts the parsed body. An OK answer marks the form sent; otherwise its `errors` go under their fields. */
  send: (data: TOutput, values: TValues) => Promise<Response>;
  /** Runs with the OK answer's JSON body (a booking reads its confirmed time). */
  onSent?: (body: unknown, values: TValues) => void;
  /** Runs with a refused answer before its errors are shown (a booking whose time was taken reloads the times); status 0 when no answer came. */
  onRefused?: (status: number, body: unknown) => void | Promise<void>;
  /** Field paths the form shows errors for beyond its values ('photos', 'start'). */
  extraFields?: readonly string[];
  /**
   * Errors the server rendered the form with (the inquiry form posted without JavaScript): shown until
   * the form is checked here (a submit, or `recheck` as the visitor types), also in the server's HTML.
   */
  initialErrors?: Record<string, string>;
  /** The control to focus after a failed submit, when the page's first marked control is not it (a booking's time picker). */
  firstInvalid?: (form: HTMLFormElement, errorOf: (name: string) => string | undefined) => HTMLElement | null | undefined;
  /** The message when the request never got an answer. */
  notSent?: string;
  /** The message under the form for a refusal, after its field errors are placed (default: leadRefusalMessage). */
  refusalMessage?: (status: number, body: { message?: string; errors?: Record<string, string> } | null) => string | null;
};

/** The lead forms' rule: a 400 asks to check the fields; any other refusal says what the server said. */
export function leadRefusalMessage(status: number, body: { message?: string } | null): string {
  return body?.message && status !== 400 ? body.message : CHECK_FIELDS;
}

/**
 * The public forms' one hook: react-hook-form, as in the portal (useZodForm),
 * validated by the endpoint's own zod schema. Errors appear on submit and then
 * follow the typing; focus goes to the first invalid control in the page's
 * order. The answer decides the rest: OK → sent; a refusal puts the API's
 * field errors under their fields and anything without a field (the vehicle
 * was sold, too many posts) in `failure`.
 */
export function usePublicForm<TValues extends FieldValues, TOutput>(options: PublicFormOptions<TValues, TOutput>) {
  const { defaultValues, extraFields = [], notSent = NOT_SENT, refusalMessage = leadRefusalMessage } = options;
  const latest = useRef(options);
  latest.current = options;
  // One resolver per mount, reading the latest schema and transform (which may close over props).
  const [resolver] = useState(() => {
    const resolve: Resolver<TValues, unknown, TOutput> = (values, context, resolverOptions) =>
      schemaResolver<TValues, TOutput>(latest.current.schema, latest.current.toInput)(values, context, resolverOptions);
    return resolve;
  });
  const form = useForm<TValues, unknown, TOutput>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TValues>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // react-hook-form would focus in registration order; focusFirstInvalid goes by the page's order.
    shouldFocusError: false,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [initialErrors, setInitialErrors] = useState(options.initialErrors);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // After the errors render, focus the first marked control, as the browser does for its own checks.
  const focusFirstInvalid = () =>
    window.setTimeout(() =>
      requestAnimationFrame(() => {
        const element = formRef.current;
        if (!element) return;
        const target =
          latest.current.firstInvalid?.(element, errorOf) ?? element.querySelector<HTMLElement>('[aria-invalid="true"]:not(fieldset)');
        target?.focus();
      }),
    );

  const showRefusal = (status: number, body: { message?: string; errors?: Record<string, string> } | null) => {
    const plan = planServerErrors(new ApiError(status, body?.message ?? '', body), {
      fields: [...fieldPaths(form.getValues()), ...extraFields],
      fallback: '',
    });
    for (const [name, message] of Object.entries(plan.fields)) form.setError(name as FieldPath<TValues>, { type: 'server', message });
    setFailure(refusalMessage(status, body));
    focusFirstInvalid();
  };

  const submit = form.handleSubmit(
    async (data) => {
      const values = form.getValues();
      let response: Response;
      try {
        response = await latest.current.send(data, values);
      } catch {
        await latest.current.onRefused?.(0, null);
        setFailure(notSent);
        return;
      }
      const body = (await response.json().catch(() => null)) as { message?: string; errors?: Record<string, string> } | null;
      if (response.ok) {
        latest.current.onSent?.(body, values);
        setSent(true);
        return;
      }
      await latest.current.onRefused?.(response.status, body);
      showRefusal(response.status, body);
    },
    () => focusFirstInvalid(),
  );

  const onSubmit = (event?: BaseSyntheticEvent) => {
    setFailure(null);
    setInitialErrors(undefined);
    return submit(event);
  };

  /** Checks every field now, in place of the server's errors (messages then follow the typing). */
  const recheck = () => {
    setInitialErrors(undefined);
    return form.trigger();
  };

  const errorOf = (name: string): string | undefined => {
    const message = (get(form.formState.errors, name) as FieldError | undefined)?.message;
    return typeof message === 'string' && message ? message : initialErrors?.[name];
  };

  /** Props for one control: `<TextField field={field('email', `${id}-email`)} … />`. */
  const field = (name: FieldPath<TValues>, controlId: string): BoundControl => ({
    ...form.register(name),
    id: controlId,
    error: errorOf(name),
  });

  return {
    form,
    formRef,
    onSubmit,
    pending: form.formState.isSubmitting,
    failure,
    setFailure,
    sent,
    setSent,
    errorOf,
    field,
    recheck,
    /** True while the server's errors are shown (nothing checked here yet). */
    showsInitialErrors: Boolean(initialErrors),
  };
}

/** '' → undefined (the schema then says the field is required); '$12,500' → 12500; anything else stays a number zod can refuse. */
export function numberOrUndefined(text: string | undefined): number | undefined {
  const t = (text ?? '').replace(/[\s$,]/g, '');
  return t === '' ? undefined : Number(t);
}

/** A JSON post to a public endpoint, as the forms send it. */
export function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}
