import { useEffect, useLayoutEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
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
  /**
   * The form element's id (the same in the server's HTML): what a visitor typed or chose in it before
   * the island hydrated is read from the page and put into the form's values, so a re-render (a select
   * or a box changed) never puts the defaults back over it.
   */
  formId?: string;
  /** What the server said about the whole form after a post without JavaScript (too many posts). */
  initialNotice?: string;
  /** The page is the redirect after a post without JavaScript was stored: show the form as sent. */
  initiallySent?: boolean;
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
  const [initialErrors, setInitialErrors] = useState(options.initialErrors);
  // After a refused post without JavaScript: what no field shows (the car was sold), or the usual request to check the fields.
  const [failure, setFailure] = useState<string | null>(() => {
    const errors = options.initialErrors;
    if (options.initialNotice) return options.initialNotice;
    if (!errors || !Object.keys(errors).length) return null;
    return errors._ ?? errors.vehicleId ?? CHECK_FIELDS;
  });
  const [sent, setSent] = useState(options.initiallySent ?? false);
  const formRef = useRef<HTMLFormElement>(null);
  // False in the server's HTML and the first render here: a form rendered before hydration must work without JavaScript.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Read in the first render, before React and react-hook-form touch the fields; put back right after.
  const [typed] = useState(() => (typeof document === 'undefined' || !options.formId ? null : readFormElement(options.formId)));
  useLayoutEffect(() => {
    if (!typed) return;
    const current = form.getValues();
    for (const [name, value] of Object.entries(typed)) {
      const now = get(current, name) as unknown;
      if (now !== undefined && typeof now === typeof value && now !== value) {
        form.setValue(name as FieldPath<TValues>, value as never, { shouldDirty: true });
      }
    }
    // Once, after hydration: `typed` never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
  const field = (name: FieldPath<TValues>, controlId: string): BoundControl => {
    const initial = get(latest.current.defaultValues, name) as unknown;
    return {
      ...form.register(name),
      id: controlId,
      error: errorOf(name),
      ...(typeof initial === 'boolean' ? { defaultChecked: initial } : typeof initial === 'string' ? { defaultValue: initial } : {}),
    };
  };

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
    /** False until the island has hydrated: what only works with JavaScript waits for it. */
    hydrated,
  };
}

/** The values of a server-rendered form as the visitor left them: text, choices and boxes (files are not values). */
function readFormElement(formId: string): Record<string, string | boolean> | null {
  const element = document.getElementById(formId);
  if (!(element instanceof HTMLFormElement)) return null;
  const values: Record<string, string | boolean> = {};
  for (const control of Array.from(element.elements)) {
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) continue;
    if (!control.name || control.type === 'file' || control.type === 'hidden') continue;
    if (control instanceof HTMLInputElement && control.type === 'checkbox') values[control.name] = control.checked;
    else if (control instanceof HTMLInputElement && control.type === 'radio') {
      if (control.checked) values[control.name] = control.value;
    } else values[control.name] = control.value;
  }
  return values;
}

/**
 * The form's values after a post without JavaScript: the defaults, with what was posted put back
 * (a box was ticked when its name was posted).
 */
export function keptValues<T extends Record<string, unknown>>(defaults: T, posted: Record<string, string> | undefined, prefix = ''): T {
  if (!posted) return defaults;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(defaults)) {
    const name = `${prefix}${key}`;
    if (typeof value === 'boolean') out[key] = name in posted;
    else if (value && typeof value === 'object') out[key] = keptValues(value as Record<string, unknown>, posted, `${name}.`);
    else out[key] = posted[name] ?? value;
  }
  return out as T;
}

export { numberOrUndefined } from '#src/lib/leads/lead-form';

/** A JSON post to a public endpoint, as the forms send it. */
export function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}
