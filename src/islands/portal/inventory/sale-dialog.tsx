import { useEffect } from 'react';
import { PURPOSE_TYPES } from '#src/lib/enums';
import { vehicleTitle } from '#src/lib/vehicle-status';
import { ApiError, api, errorMessage } from '#src/islands/lib/api';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { toast } from '#src/islands/stores/toasts';
import type { RegisterEntryDto, VehicleDto } from '#src/islands/lib/types';
import { Button } from '#src/islands/ui/button';
import { Dialog } from '#src/islands/ui/dialog';
import { Field, FormError, Input, Select, toOptions } from '#src/islands/ui/field';
import { saleDefaults, saleFormSchema, type SaleFormValues } from './sale-form-state';
import { AllInPriceLine, usePricing } from '#src/islands/portal/pricing/all-in-price-line';

export type SoldVehicle = VehicleDto & { garageRegister: RegisterEntryDto };

export type SaleDialogProps = {
  /** The vehicle being sold; the dialog is open while this is set. */
  vehicle: VehicleDto | null;
  onClose: () => void;
  /** After the sale is recorded (refetch lists here). */
  onSold?: (vehicle: SoldVehicle) => void;
};

type FieldKey = keyof SaleFormValues;
const EMPTY: SaleFormValues = {
  make: '',
  modelStyle: '',
  colour: '',
  dateIntoStock: '',
  vinSerialNo: '',
  purchasedFromName: '',
  purchasedFromAddress: '',
  purposeType: '',
  dateOutOfStock: '',
  soldToName: '',
  soldToAddress: '',
  plateNo: '',
  odometerReading: '',
};

/**
 * The sale-completion dialog (spec §2, §3, §5): shown BEFORE anything
 * changes; confirming sends ONE call, PUT /api/vehicles/{id}/status with
 * { status: 'sold', garageRegister }, so the entry and the status are stored
 * together. Cancel changes nothing.
 */
export function SaleDialog({ vehicle, onClose, onSold }: SaleDialogProps) {
  const pricing = usePricing();
  const form = useZodForm({
    schema: saleFormSchema,
    defaultValues: vehicle ? saleDefaults(vehicle) : EMPTY,
    failure: { toast: false, prefix: 'garageRegister.' },
    onInvalid: () =>
      toast({ title: 'Validation Error', description: 'Please fill in all required fields correctly.', variant: 'destructive' }),
    onSubmit: async (entry) => {
      if (!vehicle) return;
      const sold = await api.put<SoldVehicle>(`/api/vehicles/${vehicle.id}/status`, { status: 'sold', garageRegister: entry });
      toast({ title: 'Status Updated', description: 'Vehicle status changed successfully!' });
      onSold?.(sold);
      onClose();
    },
    onFailure: (error, fields) => {
      // The server asking for the register is part of this flow, not an error to toast (spec §4).
      const needsRegister =
        error instanceof ApiError && (error.body as { requiresGarageRegister?: boolean } | null)?.requiresGarageRegister;
      if (needsRegister) return;
      toast({
        title: Object.keys(fields).length ? 'Validation Error' : 'Error',
        description: errorMessage(error, 'Failed to update status. Please try again.'),
        variant: 'destructive',
      });
    },
  });
  const { reset, setValue } = form;
  const saving = form.pending;

  useEffect(() => {
    if (vehicle) reset(saleDefaults(vehicle));
  }, [vehicle, reset]);

  const field = (
    key: FieldKey,
    label: string,
    options: { hint?: string; inputMode?: 'numeric'; placeholder?: string; autoComplete?: string; uppercase?: boolean } = {},
  ) => {
    const f = form.bind(key, {
      id: `sale-${key}`,
      hint: options.hint,
      register: options.uppercase
        ? {
            onChange: (e: { target: { value: string } }) => {
              const upper = e.target.value.toUpperCase();
              if (upper !== e.target.value) setValue(key, upper, { shouldValidate: form.formState.isSubmitted });
            },
          }
        : undefined,
    });
    return (
      <Field {...f.field} label={label} required>
        <Input
          inputMode={options.inputMode}
          placeholder={options.placeholder}
          autoComplete={options.autoComplete ?? 'off'}
          {...f.control}
        />
      </Field>
    );
  };
  const purpose = form.bind('purposeType', { id: 'sale-purposeType' });

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
      {vehicle && (
        <form id="sale-form" onSubmit={form.submit} noValidate className="grid gap-6">
          <AllInPriceLine
            label="Advertised all-in price"
            price={vehicle.price}
            priceOnRequest={vehicle.priceOnRequest}
            pricing={pricing}
            hint="The price on the bill of sale; the garage register keeps it with this entry."
          />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-[11px] font-medium tracking-[0.18em] text-ink/65 uppercase">Buyer</legend>
            {field('soldToName', 'Buyer Name', { autoComplete: 'off' })}
            {field('plateNo', 'License Plate', { uppercase: true, placeholder: 'e.g. CKZT482' })}
            <div className="sm:col-span-2">{field('soldToAddress', 'Buyer Address')}</div>
            {field('dateOutOfStock', 'Date Out of Stock', { hint: 'yyyy/mm/dd', placeholder: 'yyyy/mm/dd' })}
            {field('odometerReading', 'Odometer (km)', { inputMode: 'numeric' })}
            <Field {...purpose.field} label="Purpose" required>
              <Select options={toOptions(PURPOSE_TYPES)} placeholder="Choose a purpose" {...purpose.control} />
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
          <FormError message={form.formError} />
        </form>
      )}
    </Dialog>
  );
}
