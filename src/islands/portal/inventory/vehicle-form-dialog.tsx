import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import {
  CATEGORIES,
  CONDITIONS,
  DRIVETRAIN_LABELS,
  DRIVETRAINS,
  FUEL_TYPES,
  TRANSMISSIONS,
  VEHICLE_STATUS_LABELS,
  VEHICLE_STATUSES,
} from '#src/lib/enums';
import { vehicleTitle } from '#src/lib/vehicle-status';
import { api } from '#src/islands/lib/api';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { toast } from '#src/islands/stores/toasts';
import type { VehicleDto } from '#src/islands/lib/types';
import { Button } from '#src/islands/ui/button';
import { Dialog } from '#src/islands/ui/dialog';
import { Checkbox, Field, FormError, Input, Select, Textarea, toOptions } from '#src/islands/ui/field';
import { ImageEditor } from './image-editor';
import { AllInPriceLine, usePricing } from '#src/islands/portal/pricing/all-in-price-line';
import { feeTotalCents } from '#src/lib/pricing/all-in';
import { PublishChecklist } from './publish-checklist';
import {
  DISCLOSURE_FIELDS,
  emptyVehicleForm,
  vehicleFormChecklist,
  vehicleFormSchema,
  vehicleToForm,
  withVinDefaults,
  type VehicleFormPreset,
  type VehicleFormValues,
} from './vehicle-form-state';
import { VinHint } from './vin-hint';
import { DisclosuresFieldset } from './disclosures-fieldset';
import { HISTORY_FIELDS, HistoryFieldset, historyErrors } from './history-fieldset';
import { PriceHistory } from './price-history';
import { WalkaroundVideoPanel } from './walkaround-video-panel';
import { VehicleDocumentsPanel } from './vehicle-documents-panel';
import { VehicleSaveSignal } from '#src/islands/portal/shoppers/shopper-signal';

export type VehicleFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vehicle to edit; null or undefined to add a new one. */
  vehicle?: VehicleDto | null;
  /** Called with the saved vehicle as the server answered it (put it in the list; no refetch needed). */
  onSaved?: (vehicle: VehicleDto) => void;
  /** 'admin': the admin manager's defaults, no status field, features sent as a list (default 'employee'). */
  preset?: VehicleFormPreset;
};

const categoryOptions = CATEGORIES.map((c) => ({ value: c.slug, label: c.label }));
const FEATURES_HINT = 'Separate features with commas or new lines. Start a line with ## to add a heading, e.g. ## Performance.';

/** The disclosures' nested errors as the fieldset reads them: { 'disclosures.dailyRental': message }. */
function disclosureErrors(errors: FieldErrors<VehicleFormValues>['disclosures']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, error] of Object.entries((errors ?? {}) as Record<string, { message?: unknown } | undefined>)) {
    if (typeof error?.message === 'string' && key !== 'message' && key !== 'type' && key !== 'ref')
      out[`disclosures.${key}`] = error.message;
  }
  return out;
}

/**
 * 'Add Vehicle' / 'Edit Vehicle' (spec §2). Checked with the server's
 * schema before sending; the server's field errors show under their fields.
 * Sold is not offered here: marking a vehicle sold goes through the sale dialog.
 * A vehicle goes live only once its publish checklist is met (price, photo,
 * description, odometer, disclosures); until then it can be saved as a draft,
 * which only staff see.
 */
const drivetrainOptions = [
  { value: '', label: 'Not known' },
  ...DRIVETRAINS.map((d) => ({ value: d, label: `${DRIVETRAIN_LABELS[d]} (${d})` })),
];

export function VehicleFormDialog({ open, onOpenChange, vehicle, onSaved, preset = 'employee' }: VehicleFormDialogProps) {
  const editing = Boolean(vehicle);
  const [uploading, setUploading] = useState(false);
  const pricing = usePricing();
  const feeTotal = pricing ? feeTotalCents(pricing) / 100 : 0;
  const schema = useMemo(() => vehicleFormSchema(preset, feeTotal), [preset, feeTotal]);

  const form = useZodForm({
    schema,
    defaultValues: vehicle ? vehicleToForm(vehicle) : emptyVehicleForm(undefined, preset),
    failure: {
      toast: editing ? 'Failed to update vehicle. Please try again.' : 'Failed to add vehicle. Please try again.',
      fields: [...DISCLOSURE_FIELDS, ...HISTORY_FIELDS],
    },
    onSubmit: async (body) => {
      const saved = vehicle
        ? await api.put<VehicleDto>(`/api/vehicles/${vehicle.id}`, body)
        : await api.post<VehicleDto>('/api/vehicles', body);
      toast(
        saved.status === 'draft'
          ? { title: 'Draft Saved', description: 'Saved as a draft: only staff see it until it is published.' }
          : editing
            ? { title: 'Vehicle Updated', description: 'Vehicle updated successfully!' }
            : { title: 'Vehicle Added', description: 'The vehicle has been added successfully.' },
      );
      onSaved?.(saved);
      onOpenChange(false);
    },
  });
  const { reset, control, watch, getValues, setValue } = form;
  const saving = form.pending;
  const errors = form.formState.errors;

  useEffect(() => {
    if (open) reset(vehicle ? vehicleToForm(vehicle) : emptyVehicleForm(undefined, preset));
  }, [open, vehicle, preset, reset]);

  const [vin, year, make, price, priceOnRequest, status] = watch(['vin', 'year', 'make', 'price', 'priceOnRequest', 'status']);
  const checklist = vehicleFormChecklist(watch(), feeTotal);
  const isDraft = status === 'draft';
  // Adding, or editing a draft: one button keeps it a draft, the other puts it live (the checklist must pass).
  const offersDraft = !editing || vehicle?.status === 'draft';
  // The footer's buttons submit the form (so the first invalid field is focused); each sets the status it stands for first.
  const submitAs = (next: VehicleFormValues['status']) => () => setValue('status', next);

  const statusOptions = VEHICLE_STATUSES.filter((s) => s !== 'sold' || vehicle?.status === 'sold').map((s) => ({
    value: s,
    label: VEHICLE_STATUS_LABELS[s],
  }));

  // Adding: the VIN's model year and make fill the year and make while they are still blank or untouched.
  const fillFromVin = () => {
    if (editing) return;
    const values = getValues();
    const next = withVinDefaults(values, emptyVehicleForm(undefined, preset));
    const options = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
    if (next.year !== values.year) setValue('year', next.year, options);
    if (next.make !== values.make) setValue('make', next.make, options);
  };

  const text = (
    key: 'make' | 'model' | 'year' | 'price' | 'mileage' | 'vin' | 'color',
    label: string,
    { hint, ...extra }: { inputMode?: 'numeric'; placeholder?: string; hint?: ReactNode } = {},
  ) => {
    const f = form.bind(key, { id: `vehicle-${key}`, hint, register: key === 'vin' ? { onChange: fillFromVin } : undefined });
    return (
      <Field {...f.field} label={label} required>
        <Input {...f.control} {...extra} />
      </Field>
    );
  };

  const select = (
    key: 'fuelType' | 'transmission' | 'category' | 'condition' | 'status',
    label: string,
    options: { value: string; label: string }[],
  ) => {
    const f = form.bind(key, { id: `vehicle-${key}` });
    return (
      <Field {...f.field} label={label}>
        <Select options={options} {...f.control} />
      </Field>
    );
  };

  const trim = form.bind('trim', { id: 'vehicle-trim', hint: 'The version after the model, e.g. GT4 RS (optional)' });
  const drivetrain = form.bind('drivetrain', { id: 'vehicle-drivetrain' });
  const description = form.bind('description', { id: 'vehicle-description' });
  const features = form.bind('features', { id: 'vehicle-features', hint: FEATURES_HINT });
  const imagesError = form.errorOf('images');

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      busy={saving}
      title={editing ? 'Edit Vehicle' : 'Add Vehicle'}
      description={
        vehicle ? `Update the details for ${vehicleTitle(vehicle)}` : 'Enter the details of the vehicle to add it to the inventory.'
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={saving}>
            Cancel
          </Button>
          {offersDraft && (
            <Button type="submit" form="vehicle-form" variant="secondary" onClick={submitAs('draft')} disabled={saving || uploading}>
              Save as Draft
            </Button>
          )}
          {offersDraft ? (
            <Button
              type="submit"
              form="vehicle-form"
              onClick={submitAs(isDraft ? 'available' : status)}
              pending={saving}
              disabled={uploading}
            >
              {editing ? 'Publish' : 'Add Vehicle'}
            </Button>
          ) : (
            <Button type="submit" form="vehicle-form" pending={saving} disabled={uploading}>
              Save Changes
            </Button>
          )}
        </>
      }
    >
      <form id="vehicle-form" onSubmit={form.submit} noValidate className="grid gap-6">
        <PublishChecklist checks={checklist} draft={isDraft} />
        <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-3 text-[11px] font-medium tracking-[0.18em] text-ink/65 uppercase">Vehicle</legend>
          {text('make', 'Make')}
          {text('model', 'Model')}
          <Field {...trim.field} label="Trim">
            <Input {...trim.control} placeholder="e.g. GT4 RS" />
          </Field>
          {text('year', 'Year', { inputMode: 'numeric' })}
          {text('price', 'Price ($)', { inputMode: 'numeric' })}
          {text('mileage', 'Mileage (km)', { inputMode: 'numeric' })}
          {text('vin', 'VIN', {
            placeholder: '17 characters',
            hint: <VinHint vin={vin} year={year} make={make} />,
          })}
          {text('color', 'Color')}
          {select('fuelType', 'Fuel Type', toOptions(FUEL_TYPES))}
          {select('transmission', 'Transmission', toOptions(TRANSMISSIONS))}
          <Field {...drivetrain.field} label="Drivetrain">
            <Select options={drivetrainOptions} {...drivetrain.control} />
          </Field>
          {select('category', 'Category', categoryOptions)}
          {select('condition', 'Condition', toOptions(CONDITIONS))}
          {preset !== 'admin' && select('status', 'Status', statusOptions)}
          <div className="grid gap-3 sm:col-span-2 lg:col-span-3">
            <Checkbox
              label="Price on request (no price is shown on the site or in the feeds)"
              {...form.bind('priceOnRequest', { id: 'vehicle-priceOnRequest' }).control}
            />
            <AllInPriceLine
              label="Advertised all-in price"
              price={/^\d+$/.test(price.trim()) ? Number(price.trim()) : null}
              priceOnRequest={priceOnRequest}
              pricing={pricing}
            />
          </div>
          <div className="flex items-end pb-2 sm:col-span-2 lg:col-span-3">
            <Checkbox
              label="Featured vehicle (shown on the home page)"
              {...form.bind('isFeatured', { id: 'vehicle-isFeatured' }).control}
            />
          </div>
        </fieldset>

        <Controller
          control={control}
          name="disclosures"
          render={({ field }) => (
            <DisclosuresFieldset
              value={field.value}
              onChange={field.onChange}
              firstRef={field.ref}
              errors={disclosureErrors(errors.disclosures)}
              error={errors.disclosures?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="history"
          render={({ field }) => <HistoryFieldset value={field.value} onChange={field.onChange} errors={historyErrors(errors.history)} />}
        />
        {vehicle && <VehicleSaveSignal vehicleId={vehicle.id} />}
        {vehicle && <PriceHistory vehicleId={vehicle.id} />}
        {vehicle && <VehicleDocumentsPanel vehicleId={vehicle.id} />}
        <Field {...description.field} label="Description" required>
          <Textarea rows={4} {...description.control} />
        </Field>
        <Field {...features.field} label="Features">
          <Textarea rows={5} {...features.control} />
        </Field>
        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <fieldset
              className="grid gap-2"
              aria-invalid={imagesError ? true : undefined}
              aria-describedby={imagesError ? 'vehicle-images-error' : undefined}
            >
              <legend className="mb-1 text-xs font-medium tracking-wide text-ink/75">Photos</legend>
              <ImageEditor images={field.value} onChange={field.onChange} onBusyChange={setUploading} />
              {imagesError && (
                <p id="vehicle-images-error" className="text-xs font-medium text-red-700" role="alert">
                  {imagesError}
                </p>
              )}
            </fieldset>
          )}
        />
        {vehicle && <WalkaroundVideoPanel vehicleId={vehicle.id} />}
        <FormError message={form.formError} />
      </form>
    </Dialog>
  );
}
