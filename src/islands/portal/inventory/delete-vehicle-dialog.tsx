import { useState } from 'react';
import { ApiError, api } from '#src/islands/lib/api';
import { toast } from '#src/islands/stores/toasts';
import type { VehicleDto } from '#src/islands/lib/types';
import { ConfirmDialog } from '#src/islands/ui/confirm-dialog';

export type DeleteVehicleDialogProps = {
  /** The vehicle to delete; the dialog is open while this is set. */
  vehicle: Pick<VehicleDto, 'id' | 'year' | 'make' | 'model'> | null;
  onClose: () => void;
  onDeleted?: (id: number) => void;
  /** The dialog's title (default 'Are you sure?'; the admin manager says 'Delete Vehicle'). */
  title?: string;
};

/**
 * 'Are you sure?' (spec §2). A vehicle with a garage register entry cannot be
 * deleted: the server answers 409 and its message is shown.
 */
export function DeleteVehicleDialog({ vehicle, onClose, onDeleted, title = 'Are you sure?' }: DeleteVehicleDialogProps) {
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    if (!vehicle) return;
    setDeleting(true);
    try {
      await api.del(`/api/vehicles/${vehicle.id}`);
      toast({ title: 'Vehicle Deleted', description: 'Vehicle deleted successfully!' });
      onDeleted?.(vehicle.id);
      onClose();
    } catch (error) {
      const message = error instanceof ApiError && error.status === 409 ? error.message : 'Failed to delete vehicle. Please try again.';
      toast({ title: 'Error', description: message, variant: 'destructive' });
      if (error instanceof ApiError && error.status === 409) onClose();
    } finally {
      setDeleting(false);
    }
  };
  return (
    <ConfirmDialog
      open={vehicle !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description="This action cannot be undone. This will permanently delete the vehicle from the database."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={deleting}
      onConfirm={confirm}
    />
  );
}
