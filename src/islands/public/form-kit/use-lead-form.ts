import type { FieldValues } from 'react-hook-form';
import { valuesSource, type FormSource, type LeadFormState } from '#src/lib/leads/lead-form';
import { keptValues, postJson, usePublicForm, type PublicFormOptions } from './use-public-form';

type LeadFormOptions<TValues extends FieldValues, TOutput> = Omit<
  PublicFormOptions<TValues, TOutput>,
  'formId' | 'defaultValues' | 'initialErrors' | 'initialNotice' | 'initiallySent' | 'toInput' | 'send'
> & {
  /** What the server rendered the form with (src/server/leads/lead-form-post.ts): posted values, errors, notice, sent. */
  state: Omit<LeadFormState, 'action'>;
  /** The form's id, the same in the server's HTML (LEAD_FORM_IDS). */
  formId: string;
  /** The fields' values before anything is typed. */
  empty: TValues;
  /** The server's own reading of the form's fields (src/lib/leads/lead-form.ts): one reading, with and without JavaScript. */
  read: (source: FormSource) => unknown;
  /** Values the form carries beside its fields (the vehicle's id). */
  context?: Record<string, string | number | undefined>;
  /** The API the hydrated form posts JSON to, or `send` for another body (photos as multipart). */
  endpoint?: string;
  send?: PublicFormOptions<TValues, TOutput>['send'];
};

/**
 * usePublicForm as every public lead form uses it: the values, errors and notice of a post made without
 * JavaScript come back into the form, the fields are read as the server reads them, and errors without a
 * field of their own (the vehicle, `_`) show above the form.
 */
export function useLeadForm<TValues extends FieldValues, TOutput>({
  state,
  formId,
  empty,
  read,
  context = {},
  endpoint,
  send,
  extraFields = ['vehicleId', '_'],
  ...options
}: LeadFormOptions<TValues, TOutput>) {
  return usePublicForm<TValues, TOutput>({
    ...options,
    formId,
    defaultValues: keptValues(empty, state.values),
    initialErrors: state.errors,
    initialNotice: state.notice,
    initiallySent: state.sent,
    toInput: (values) => read(valuesSource(values, context)),
    extraFields,
    send: send ?? ((data) => postJson(endpoint!, data)),
  });
}
