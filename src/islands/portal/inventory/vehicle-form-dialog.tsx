import { useEffect, useState, type ReactNode, type SubmitEvent } from 'react';
import { CATEGORIES, CONDITIONS, FUEL_TYPES, TRANSMISSIONS, VEHICLE_STATUS_LABELS, VEHICLE_STATUSES } from '../../../lib/enums';
import { api, errorMessage } from '../../lib/api';
import { apiFieldErrors } from '../../lib/form-errors';
import { toast } from '../../stores/toasts';
import type { VehicleDto } from '../../lib/types';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Checkbox, Field, Input, Select, Textarea, describedBy, toOptions } from '../../ui/field';
import { ImageEditor } from './image-editor';
import { AllInPriceLine, usePricing } from '../pricing/all-in-price-line';
import {
  emptyVehicleForm,
  validateVehicleForm,
  vehicleToForm,
  withVinDefaults,
  type VehicleFormPreset,
  type VehicleFormValues,
} from './vehicle-form-state';
import { VinHint } from './vin-hint';
import { DisclosuresFieldset } from './disclosures-fieldset';
import { PriceHistory } from './price-history';

export type VehicleFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vehicle to edit; null or undefined to add a new one. */
  vehicle?: VehicleDto | null;
  /** Called with the saved vehicle after a successful add or update (refetch lists here). */
  onSaved?: (vehicle: VehicleDto) => void;
  /** 'admin': the admin manager's defaults, no status field, features sent as a list (default 'employee'). */
  preset?: VehicleFormPreset;
};

const categoryOptions = CATEGORIES.map((c) => ({ value: c.slug, label: c.label }));

/**
 * 'Add New Vehicle' / 'Edit Vehicle' (spec §2). Checked with the server's
 * schema before sending; the server's field errors show under their fields.
 * Sold is not offered here: marking a vehicle sold goes through the sale dialog.
 */
export function VehicleFormDialog({ open, onOpenChange, vehicle, onSaved, preset = 'employee' }: VehicleFormDialogProps) {
  const editing = Boolean(vehicle);
  const [values, setValues] = useState<VehicleFormValues>(() => (vehicle ? vehicleToForm(vehicle) : emptyVehicleForm(undefined, preset)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const pricing = usePricing();

  useEffect(() => {
    if (open) {
      setValues(vehicle ? vehicleToForm(vehicle) : emptyVehicleForm(undefined, preset));
      setErrors({});
    }
  }, [open, vehicle, preset]);

  const set = <K extends keyof VehicleFormValues>(key: K, value: VehicleFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const statusOptions = VEHICLE_STATUSES.filter((s) => s !== 'sold' || vehicle?.status === 'sold').map((s) => ({
    value: s,
    label: VEHICLE_STATUS_LABELS[s],
  }));

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const checked = validateVehicleForm(values, preset);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = vehicle
        ? await api.put<VehicleDto>(`/api/vehicles/${vehicle.id}`, checked.body)
        : await api.post<VehicleDto>('/api/vehicles', checked.body);
      toast(
        editing
          ? { title: 'Vehicle Updated', description: 'Vehicle updated successfully!' }
          : { title: 'Vehicle Added', description: 'The vehicle has been added successfully.' },
      );
      onSaved?.(saved);
      onOpenChange(false);
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(fields);
      focusFirstError(fields);
      toast({
        title: 'Error',
        description: errorMessage(
          error,
          editing ? 'Failed to update vehicle. Please try again.' : 'Failed to add vehicle. Please try again.',
        ),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  const text = (
    key: 'make' | 'model' | 'year' | 'price' | 'mileage' | 'vin' | 'color',
    label: string,
    { hint, ...extra }: { inputMode?: 'numeric'; placeholder?: string; hint?: ReactNode } = {},
  ) => (
    <Field id={`vehicle-${key}`} label={label} error={errors[key]} hint={hint} required>
      <Input
        id={`vehicle-${key}`}
        name={key}
        value={values[key]}
        onChange={(e) =>
          key === 'vin' && !editing
            ? // Adding: the VIN's model year and make fill the year and make while they are still blank or untouched.
              setValues((v) => withVinDefaults({ ...v, vin: e.target.value }, emptyVehicleForm(undefined, preset)))
            : set(key, e.target.value)
        }
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={describedBy(`vehicle-${key}`, errors[key], hint)}
        {...extra}
      />
    </Field>
  );

  const select = (
    key: 'fuelType' | 'transmission' | 'category' | 'condition' | 'status',
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <Field id={`vehicle-${key}`} label={label} error={errors[key]}>
      <Select
        id={`vehicle-${key}`}
        name={key}
        options={options}
        value={values[key]}
        onChange={(e) => set(key, e.target.value as never)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={describedBy(`vehicle-${key}`, errors[key])}
      />
    </Field>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      busy={saving}
      title={editing ? 'Edit Vehicle' : 'Add New Vehicle'}
      description={
        vehicle
          ? `Update the details for ${vehicle.year} ${vehicle.make} ${vehicle.model}`
          : 'Enter the details of the vehicle to add it to the inventory.'
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="vehicle-form" pending={saving} disabled={uploading}>
            {editing ? 'Save Changes' : 'Add Vehicle'}
          </Button>
        </>
      }
    >
      <form id="vehicle-form" onSubmit={submit} noValidate className="grid gap-6">
        <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-3 text-[11px] font-medium tracking-[0.18em] text-ink/65 uppercase">Vehicle</legend>
          {text('make', 'Make')}
          {text('model', 'Model')}
          {text('year', 'Year', { inputMode: 'numeric' })}
          {text('price', 'Price ($)', { inputMode: 'numeric' })}
          {text('mileage', 'Mileage (km)', { inputMode: 'numeric' })}
          {text('vin', 'VIN', {
            placeholder: '17 characters',
            hint: <VinHint vin={values.vin} year={values.year} make={values.make} />,
          })}
          {text('color', 'Color')}
          {select('fuelType', 'Fuel Type', toOptions(FUEL_TYPES))}
          {select('transmission', 'Transmission', toOptions(TRANSMISSIONS))}
          {select('category', 'Category', categoryOptions)}
          {select('condition', 'Condition', toOptions(CONDITIONS))}
          {preset !== 'admin' && select('status', 'Status', statusOptions)}
          <div className="grid gap-3 sm:col-span-2 lg:col-span-3">
            <Checkbox
              id="vehicle-priceOnRequest"
              label="Price on request (no price is shown on the site or in the feeds)"
              checked={values.priceOnRequest}
              onChange={(e) => set('priceOnRequest', e.target.checked)}
            />
            <AllInPriceLine
              label="Advertised all-in price"
              price={/^\d+$/.test(values.price.trim()) ? Number(values.price.trim()) : null}
              priceOnRequest={values.priceOnRequest}
              pricing={pricing}
            />
          </div>
          <div className="flex items-end pb-2 sm:col-span-2 lg:col-span-3">
            <Checkbox
              id="vehicle-isFeatured"
              label="Featured vehicle (shown on the home page)"
              checked={values.isFeatured}
              onChange={(e) => set('isFeatured', e.target.checked)}
            />
          </div>
        </fieldset>

        <DisclosuresFieldset value={values.disclosures} onChange={(d) => set('disclosures', d)} errors={errors} />
        {vehicle && <PriceHistory vehicleId={vehicle.id} />}
        <Field id="vehicle-description" label="Description" error={errors.description} required>
          <Textarea
            id="vehicle-description"
            name="description"
            rows={4}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy('vehicle-description', errors.description)}
          />
        </Field>
        <Field
          id="vehicle-features"
          label="Features"
          error={errors.features}
          hint="Separate features with commas or new lines. Start a line with ## to add a heading, e.g. ## Performance."
        >
          <Textarea
            id="vehicle-features"
            name="features"
            rows={5}
            value={values.features}
            onChange={(e) => set('features', e.target.value)}
            aria-invalid={errors.features ? true : undefined}
            aria-describedby={describedBy('vehicle-features', errors.features, true)}
          />
        </Field>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-xs font-medium tracking-wide text-ink/75">Photos</legend>
          <ImageEditor images={values.images} onChange={(images) => set('images', images)} onBusyChange={setUploading} />
          {errors.images && <p className="text-xs font-medium text-red-700">{errors.images}</p>}
        </fieldset>
      </form>
    </Dialog>
  );
}

function focusFirstError(errors: Record<string, string>) {
  const first = Object.keys(errors)[0];
  if (first) requestAnimationFrame(() => document.getElementById(`vehicle-${first}`)?.focus());
}
