import { useEffect, useState, type SubmitEvent } from 'react';
import { PURPOSE_TYPES } from '../../../lib/enums';
import { vehicleTitle } from '../../../lib/vehicle-status';
import { ApiError, api, errorMessage } from '../../lib/api';
import { apiFieldErrors } from '../../lib/form-errors';
import { toast } from '../../stores/toasts';
import type { RegisterEntryDto, VehicleDto } from '../../lib/types';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field, Input, Select, describedBy, toOptions } from '../../ui/field';
import { saleDefaults, validateSale, type SaleFormValues } from './sale-form-state';
import { AllInPriceLine, usePricing } from '../pricing/all-in-price-line';

export type SoldVehicle = VehicleDto & { garageRegister: RegisterEntryDto };

export type SaleDialogProps = {
  /** The vehicle being sold; the dialog is open while this is set. */
  vehicle: VehicleDto | null;
  onClose: () => void;
  /** After the sale is recorded (refetch lists here). */
  onSold?: (vehicle: SoldVehicle) => void;
};

type FieldKey = keyof SaleFormValues;

/**
 * The sale-completion dialog (spec §2, §3, §5): shown BEFORE anything
 * changes; confirming sends ONE call, PUT /api/vehicles/{id}/status with
 * { status: 'sold', garageRegister }, so the entry and the status are stored
 * together. Cancel changes nothing.
 */
export function SaleDialog({ vehicle, onClose, onSold }: SaleDialogProps) {
  const [values, setValues] = useState<SaleFormValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const pricing = usePricing();

  useEffect(() => {
    setValues(vehicle ? saleDefaults(vehicle) : null);
    setErrors({});
  }, [vehicle]);

  const set = (key: FieldKey, value: string) => setValues((v) => (v ? { ...v, [key]: value } : v));

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!vehicle || !values) return;
    const checked = validateSale(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast({ title: 'Validation Error', description: 'Please fill in all required fields correctly.', variant: 'destructive' });
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const sold = await api.put<SoldVehicle>(`/api/vehicles/${vehicle.id}/status`, { status: 'sold', garageRegister: checked.entry });
      toast({ title: 'Status Updated', description: 'Vehicle status changed successfully!' });
      onSold?.(sold);
      onClose();
    } catch (error) {
      const fields = apiFieldErrors(error, 'garageRegister.');
      setErrors(fields);
      focusFirst(fields);
      // The server asking for the register is part of this flow, not an error to toast (spec §4).
      const needsRegister =
        error instanceof ApiError && (error.body as { requiresGarageRegister?: boolean } | null)?.requiresGarageRegister;
      if (!needsRegister) {
        toast({
          title: Object.keys(fields).length ? 'Validation Error' : 'Error',
          description: errorMessage(error, 'Failed to update status. Please try again.'),
          variant: 'destructive',
        });
      }
    } finally {
      setSaving(false);
    }
  };

  const field = (
    key: FieldKey,
    label: string,
    options: { hint?: string; inputMode?: 'numeric'; placeholder?: string; autoComplete?: string; uppercase?: boolean } = {},
  ) => (
    <Field id={`sale-${key}`} label={label} error={errors[key]} hint={options.hint} required>
      <Input
        id={`sale-${key}`}
        name={key}
        value={values?.[key] ?? ''}
        onChange={(e) => set(key, options.uppercase ? e.target.value.toUpperCase() : e.target.value)}
        inputMode={options.inputMode}
        placeholder={options.placeholder}
        autoComplete={options.autoComplete ?? 'off'}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={describedBy(`sale-${key}`, errors[key], options.hint)}
      />
    </Field>
  );

  return (
    <Dialog
      open={vehicle !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      busy={saving}
      size="lg"
      title="Complete Sale"
      description={vehicle ? `Record the garage register entry for the ${vehicleTitle(vehicle)} before it is marked as sold.` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="sale-form" pending={saving}>
            Confirm Sale
          </Button>
        </>
      }
    >
      {values && (
        <form id="sale-form" onSubmit={submit} noValidate className="grid gap-6">
          {vehicle && (
            <AllInPriceLine
              label="Advertised all-in price"
              price={vehicle.price}
              priceOnRequest={vehicle.priceOnRequest}
              pricing={pricing}
              hint="The price on the bill of sale; the garage register keeps it with this entry."
            />
          )}
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-[11px] font-medium tracking-[0.18em] text-ink/65 uppercase">Buyer</legend>
            {field('soldToName', 'Buyer Name', { autoComplete: 'off' })}
            {field('plateNo', 'License Plate', { uppercase: true, placeholder: 'e.g. CKZT482' })}
            <div className="sm:col-span-2">{field('soldToAddress', 'Buyer Address')}</div>
            {field('dateOutOfStock', 'Date Out of Stock', { hint: 'yyyy/mm/dd', placeholder: 'yyyy/mm/dd' })}
            {field('odometerReading', 'Odometer (km)', { inputMode: 'numeric' })}
            <Field id="sale-purposeType" label="Purpose" error={errors.purposeType} required>
              <Select
                id="sale-purposeType"
                name="purposeType"
                options={toOptions(PURPOSE_TYPES)}
                placeholder="Choose a purpose"
                value={values.purposeType}
                onChange={(e) => set('purposeType', e.target.value)}
                aria-invalid={errors.purposeType ? true : undefined}
                aria-describedby={describedBy('sale-purposeType', errors.purposeType)}
              />
            </Field>
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-[11px] font-medium tracking-[0.18em] text-ink/65 uppercase">Vehicle &amp; acquisition</legend>
            {field('make', 'Make')}
            {field('modelStyle', 'Model / Style')}
            {field('colour', 'Colour')}
            {field('vinSerialNo', 'VIN / Serial No.', { uppercase: true })}
            {field('dateIntoStock', 'Date Into Stock', { hint: 'yyyy/mm/dd', placeholder: 'yyyy/mm/dd' })}
            {field('purchasedFromName', 'Purchased From')}
            <div className="sm:col-span-2">{field('purchasedFromAddress', 'Purchased From Address')}</div>
          </fieldset>
        </form>
      )}
    </Dialog>
  );
}

function focusFirst(errors: Record<string, string>) {
  const order: FieldKey[] = [
    'soldToName',
    'plateNo',
    'soldToAddress',
    'dateOutOfStock',
    'odometerReading',
    'purposeType',
    'make',
    'modelStyle',
    'colour',
    'vinSerialNo',
    'dateIntoStock',
    'purchasedFromName',
    'purchasedFromAddress',
  ];
  const first = order.find((k) => errors[k]);
  if (first) requestAnimationFrame(() => document.getElementById(`sale-${first}`)?.focus());
}
