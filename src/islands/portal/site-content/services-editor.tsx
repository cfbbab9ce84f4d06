import { Plus } from 'lucide-react';
import type { z } from 'zod';
import { SERVICE_ICONS, type serviceSchema } from '#src/lib/validation/site-content/services-block';
import { errorMessage } from '#src/islands/lib/api';
import { MediaPicker, type BuiltInImage } from '#src/islands/portal/media/media-picker';
import { Button } from '#src/islands/ui/button';
import { ErrorState, Panel } from '#src/islands/ui/card';
import { describedBy, Field, Select, toOptions } from '#src/islands/ui/field';
import { LoadingState } from '#src/islands/ui/spinner';
import { BlockTextField } from './block-fields';
import { BlockPublishing } from './block-publishing';
import { ListControls, moved } from './list-controls';
import { useSiteBlock } from './use-site-block';
import type { Area } from '#src/islands/portal/area';
import { PageHeader } from '#src/islands/ui/page-header';

type Service = z.input<typeof serviceSchema>;

const NEW_SERVICE: Service = { anchor: '', icon: 'sparkle', title: '', summary: '', text: '', points: [], image: '', alt: '' };

/** The services: their cards on the home page and their sections of /services, in order; a draft until published. */
export default function ServicesEditor({ area, art }: { area: Area; art: readonly BuiltInImage[] }) {
  const editor = useSiteBlock('services', 'Services');
  const { value, errors } = editor;
  if (editor.block.error)
    return (
      <ErrorState
        message={errorMessage(editor.block.error, 'The services could not be loaded.')}
        onRetry={() => void editor.block.reload()}
      />
    );
  if (!value) return <LoadingState label="Loading the services" />;
  const services = value.services as Service[];
  const setServices = (next: Service[]) => editor.setValue({ ...value, services: next });
  const change = (i: number, patch: Partial<Service>) => setServices(services.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  return (
    <>
      <PageHeader
        eyebrow={area === 'admin' ? 'Admin' : 'Content'}
        title="Services"
        description="The services’ cards on the home page and their sections of /services. Edits are a draft until published; each publish keeps a version you can restore."
      />
      <form
        className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]"
        aria-label="Services"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void editor.save();
        }}
      >
        <Panel title="Services" bodyClassName="grid gap-6">
          {services.map((service, i) => {
            const at = (field: string) => `services.${i}.${field}`;
            const iconId = `service-${i}-icon`;
            const pointsError = Object.entries(errors).find(([k]) => k === at('points') || k.startsWith(`${at('points')}.`))?.[1];
            return (
              <fieldset key={i} className="grid gap-4 rounded-lg border border-ink/10 p-4" data-testid="service">
                <legend className="px-1 text-xs font-medium text-ink/65">
                  Service {i + 1}
                  {service.title ? `: ${service.title}` : ''}
                </legend>
                <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_10rem]">
                  <BlockTextField
                    path={at('title')}
                    label="Title"
                    value={service.title}
                    onChange={(v) => change(i, { title: v })}
                    errors={errors}
                  />
                  <BlockTextField
                    path={at('anchor')}
                    label="Anchor"
                    value={service.anchor}
                    onChange={(v) => change(i, { anchor: v })}
                    errors={errors}
                    hint={`Its address: /services#${service.anchor || '…'}`}
                  />
                  <Field id={iconId} label="Icon" required error={errors[at('icon')]}>
                    <Select
                      id={iconId}
                      options={toOptions(SERVICE_ICONS, (icon) => icon.replace('-', ' '))}
                      value={service.icon}
                      onChange={(e) => change(i, { icon: e.target.value as Service['icon'] })}
                      aria-invalid={errors[at('icon')] ? true : undefined}
                      aria-describedby={describedBy(iconId, errors[at('icon')])}
                    />
                  </Field>
                </div>
                <BlockTextField
                  path={at('summary')}
                  label="Card text"
                  value={service.summary}
                  onChange={(v) => change(i, { summary: v })}
                  errors={errors}
                  rows={2}
                  hint="On the home page’s card."
                />
                <BlockTextField
                  path={at('text')}
                  label="Text"
                  value={service.text}
                  onChange={(v) => change(i, { text: v })}
                  errors={errors}
                  rows={5}
                  hint="On /services. A blank line starts a new paragraph."
                />
                <BlockTextField
                  path={at('points')}
                  label="Highlights"
                  value={(service.points ?? []).join('\n')}
                  onChange={(v) => change(i, { points: v.split('\n') })}
                  errors={pointsError ? { [at('points')]: pointsError } : {}}
                  rows={4}
                  required={false}
                  hint="One per line, up to 8."
                />
                <MediaPicker
                  id={`service-${i}-image`}
                  label={`${service.title || `Service ${i + 1}`} image`}
                  value={{ src: service.image, alt: service.alt }}
                  onChange={(image) => change(i, { image: image.src, alt: image.alt })}
                  errors={{ src: errors[at('image')], alt: errors[at('alt')] }}
                  builtIn={art}
                  required
                />
                <ListControls
                  index={i}
                  count={services.length}
                  name={`service ${i + 1}`}
                  onMove={(by) => setServices(moved(services, i, by))}
                  onRemove={() => setServices(services.filter((_, j) => j !== i))}
                />
              </fieldset>
            );
          })}
          <Button
            type="button"
            variant="secondary"
            disabled={services.length >= 10}
            onClick={() => setServices([...services, { ...NEW_SERVICE }])}
          >
            <Plus className="size-4" aria-hidden="true" /> Add a Service
          </Button>
        </Panel>
        <BlockPublishing editor={editor} label="Services" previewHref="/employee/site-content/preview/services" formErrorKey="services" />
      </form>
    </>
  );
}
