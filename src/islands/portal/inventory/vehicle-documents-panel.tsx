import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FileText } from 'lucide-react';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  DOCUMENT_VISIBILITIES,
  DOCUMENT_VISIBILITY_LABELS,
  formatFileSize,
  type DocumentKind,
  type DocumentVisibility,
} from '#src/lib/documents/vehicle-documents';
import type { DocumentSummary } from '#src/db/queries/vehicle-documents';
import { api, ApiError, describeFailure, errorMessage, NETWORK_ERROR_STATUS } from '#src/islands/lib/api';
import type { Json } from '#src/islands/lib/types';
import { useApi } from '#src/islands/lib/use-api';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { describedBy, Field, Input, Select, toOptions } from '#src/islands/ui/field';

type Doc = Json<DocumentSummary>;
const EMPTY = { kind: '' as DocumentKind | '', title: '', visibility: 'on-request' as DocumentVisibility };

/**
 * The vehicle dialog's "Documents" panel (issue 23): upload a PDF with its
 * kind, title and who may see it (public, or on request), change who may see
 * it, delete it. It sits inside the vehicle form, so it has no form of its own:
 * Enter never submits the vehicle, and its controls carry no names.
 */
export function VehicleDocumentsPanel({ vehicleId }: { vehicleId: number }) {
  const id = useId();
  const docs = useApi<Doc[]>(`/api/vehicles/${vehicleId}/documents`);
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const upload = async () => {
    const file = fileRef.current?.files?.[0];
    const form = new FormData();
    if (file) form.append('file', file);
    form.append('kind', fields.kind);
    form.append('title', fields.title);
    form.append('visibility', fields.visibility);
    setPending(true);
    try {
      let response: Response;
      try {
        response = await fetch(`/api/vehicles/${vehicleId}/documents`, {
          method: 'POST',
          body: form,
          credentials: 'include',
          headers: { Accept: 'application/json' },
        });
      } catch {
        throw new ApiError(NETWORK_ERROR_STATUS, 'Could not reach the server. Check your connection and try again.', null);
      }
      const text = await response.text();
      if (!response.ok) {
        const failure = describeFailure(response.status, response.statusText, text);
        throw new ApiError(response.status, failure.message, failure.body);
      }
      setErrors({});
      setFields(EMPTY);
      if (fileRef.current) fileRef.current.value = '';
      await docs.reload();
      toast({ title: 'Document added', description: 'Checked, cleaned of scripts and attachments, and stored.' });
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(Object.keys(fieldErrors).length ? fieldErrors : { _: errorMessage(error, 'The document could not be uploaded.') });
    } finally {
      setPending(false);
    }
  };

  const setVisibility = async (doc: Doc, visibility: DocumentVisibility) => {
    try {
      const updated = await api.put<Doc>(`/api/vehicles/${vehicleId}/documents/${doc.id}`, {
        kind: doc.kind,
        title: doc.title,
        visibility,
      });
      docs.mutate((list) => list?.map((d) => (d.id === doc.id ? updated : d)));
    } catch (error) {
      toast({ title: 'Not changed', description: errorMessage(error, 'The document could not be changed.'), variant: 'destructive' });
    }
  };

  const remove = async (doc: Doc) => {
    try {
      await api.del(`/api/vehicles/${vehicleId}/documents/${doc.id}`);
      setConfirming(null);
      docs.mutate((list) => list?.filter((d) => d.id !== doc.id));
      toast({ title: 'Document deleted', description: doc.title });
    } catch (error) {
      toast({ title: 'Not deleted', description: errorMessage(error, 'The document could not be deleted.'), variant: 'destructive' });
    }
  };

  // Inside the vehicle's form: Enter in a field here must not save the vehicle.
  const noSubmit = (event: KeyboardEvent) => {
    if (event.key === 'Enter') event.preventDefault();
  };

  return (
    <section className="grid min-w-0 gap-3" aria-labelledby={`${id}-title`} data-testid="vehicle-documents">
      <h3 id={`${id}-title`} className="text-[11px] font-medium tracking-[0.18em] text-ink/65 uppercase">
        Documents
      </h3>
      {docs.error ? (
        <p className="text-sm text-red-700">The documents could not be loaded.</p>
      ) : !docs.data ? (
        <p className="text-sm text-ink/65">Loading…</p>
      ) : docs.data.length === 0 ? (
        <p className="text-sm text-ink/65">No documents yet.</p>
      ) : (
        <ul className="min-w-0 divide-y divide-ink/8 rounded-md border border-ink/10 text-sm">
          {docs.data.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2" data-document-row={doc.id}>
              <FileText className="size-4 shrink-0 text-ink/60" aria-hidden="true" />
              <span className="min-w-0 flex-[1_1_12rem]">
                <span className="block font-medium break-words text-ink">{doc.title}</span>
                <span className="text-xs text-ink/65">
                  {DOCUMENT_KIND_LABELS[doc.kind]} · {doc.pages} page{doc.pages === 1 ? '' : 's'} · {formatFileSize(doc.bytes)}
                </span>
              </span>
              <span className="flex items-center gap-2">
                <span className="w-36">
                  <Select
                    aria-label={`Who may see ${doc.title}`}
                    value={doc.visibility}
                    options={toOptions(DOCUMENT_VISIBILITIES, (v) => DOCUMENT_VISIBILITY_LABELS[v as DocumentVisibility])}
                    onChange={(e) => void setVisibility(doc, e.target.value as DocumentVisibility)}
                  />
                </span>
                {confirming === doc.id ? (
                  <>
                    <Button size="sm" variant="destructive" onClick={() => void remove(doc)}>
                      Delete<span className="sr-only"> {doc.title}</span>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                      Keep
                    </Button>
                  </>
                ) : (
                  <Button size="sm" variant="ghost" onClick={() => setConfirming(doc.id)}>
                    Delete…<span className="sr-only"> {doc.title}</span>
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}

      <div
        className="grid min-w-0 gap-3 rounded-md border border-dashed border-ink/15 p-3 sm:grid-cols-2"
        onKeyDown={noSubmit}
        data-document-upload
      >
        <Field
          id={`${id}-file`}
          label="PDF file"
          error={errors.file}
          hint="PDF only; scripts and attached files are removed."
          className="sm:col-span-2"
        >
          <input
            id={`${id}-file`}
            ref={fileRef}
            type="file"
            accept="application/pdf,.pdf"
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={describedBy(`${id}-file`, errors.file, 'hint')}
            className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-ink/15 file:bg-white file:px-3 file:py-1.5 file:text-sm"
          />
        </Field>
        <Field id={`${id}-kind`} label="Kind" error={errors.kind}>
          <Select
            id={`${id}-kind`}
            value={fields.kind}
            placeholder="Choose…"
            aria-invalid={errors.kind ? true : undefined}
            aria-describedby={describedBy(`${id}-kind`, errors.kind)}
            options={toOptions(DOCUMENT_KINDS, (k) => DOCUMENT_KIND_LABELS[k as DocumentKind])}
            onChange={(e) =>
              setFields((f) => ({
                ...f,
                kind: e.target.value as DocumentKind,
                title: f.title || DOCUMENT_KIND_LABELS[e.target.value as DocumentKind] || '',
              }))
            }
          />
        </Field>
        <Field id={`${id}-visibility`} label="Who may see it" error={errors.visibility}>
          <Select
            id={`${id}-visibility`}
            value={fields.visibility}
            options={toOptions(DOCUMENT_VISIBILITIES, (v) => DOCUMENT_VISIBILITY_LABELS[v as DocumentVisibility])}
            onChange={(e) => setFields((f) => ({ ...f, visibility: e.target.value as DocumentVisibility }))}
          />
        </Field>
        <Field id={`${id}-title`} label="Title shown to shoppers" error={errors.title} className="sm:col-span-2">
          <Input
            id={`${id}-title`}
            value={fields.title}
            maxLength={120}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy(`${id}-title`, errors.title)}
            onChange={(e) => setFields((f) => ({ ...f, title: e.target.value }))}
          />
        </Field>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button size="sm" variant="secondary" pending={pending} onClick={() => void upload()} data-document-upload-button>
            Upload document
          </Button>
          {errors._ && (
            <p className="text-xs font-medium text-red-700" role="alert">
              {errors._}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
