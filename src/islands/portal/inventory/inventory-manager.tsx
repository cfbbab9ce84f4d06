import { Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CATEGORIES, categoryLabel } from '../../../lib/enums';
import { formatMileage } from '../../../lib/format/mileage';
import { formatPrice } from '../../../lib/format/price';
import { vehicleTitle } from '../../../lib/vehicle-status';
import { errorMessage } from '../../lib/api';
import type { VehicleDto } from '../../lib/types';
import { useApi } from '../../lib/use-api';
import { Badge, VehicleStatusBadge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { EmptyState, ErrorState } from '../../ui/card';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { Input, Select } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { LoadingState } from '../../ui/spinner';
import { DeleteVehicleDialog } from './delete-vehicle-dialog';
import { VehicleFormDialog } from './vehicle-form-dialog';
import VehicleThumb from './vehicle-thumb';
import { filterAdminInventory, type AdminInventoryFilter } from './inventory-filter';

const CATEGORY_OPTIONS = [{ value: 'all', label: 'All Categories' }, ...CATEGORIES.map((c) => ({ value: c.slug, label: c.label }))];

/**
 * The admin inventory manager (spec section 2): search by make, model or VIN,
 * a category filter, and Add / Edit / Delete through the shared vehicle
 * dialogs with the admin preset. Lists refetch after every change.
 */
export default function InventoryManager() {
  const vehicles = useApi<VehicleDto[]>('/api/vehicles?includeAll=true');
  const [filter, setFilter] = useState<AdminInventoryFilter>({ search: '', category: 'all' });
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<VehicleDto | null>(null);
  const [deleting, setDeleting] = useState<VehicleDto | null>(null);
  const refresh = () => void vehicles.reload();

  const all = vehicles.data ?? [];
  const rows = useMemo(() => filterAdminInventory(all, filter), [all, filter]);
  const filtered = filter.search.trim() !== '' || filter.category !== 'all';

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (v: VehicleDto) => {
    setEditing(v);
    setFormOpen(true);
  };

  const columns = useMemo<DataColumn<VehicleDto>[]>(
    () => [
      {
        id: 'vehicle',
        header: 'Vehicle',
        card: 'title',
        sortValue: (v) => `${v.make} ${v.model} ${v.year}`,
        cell: (v) => (
          <div className="flex min-w-0 items-center gap-3">
            <VehicleThumb src={v.images[0]} alt="" className="h-12 w-[4.5rem]" />
            <div className="min-w-0">
              <p className="font-medium text-ink">{vehicleTitle(v)}</p>
              <p className="text-xs break-all text-ink/60">
                <span className="font-mono tracking-tight">{v.vin}</span>
                <span className="hidden lg:inline"> · {formatMileage(v.mileage)}</span>
                <span className="lg:hidden"> · {categoryLabel(v.category)}</span>
              </p>
            </div>
          </div>
        ),
      },
      {
        id: 'price',
        header: 'Price',
        align: 'right',
        sortValue: (v) => v.price,
        cell: (v) => <span className="font-medium tabular-nums">{formatPrice(v.price)}</span>,
      },
      {
        id: 'category',
        header: 'Category',
        // Below 1024 px the category moves under the vehicle's name so the actions stay in view.
        className: 'hidden lg:table-cell',
        headerClassName: 'hidden lg:table-cell',
        sortValue: (v) => categoryLabel(v.category),
        cell: (v) => <span className="whitespace-nowrap text-ink/75">{categoryLabel(v.category)}</span>,
      },
      {
        id: 'status',
        header: 'Status',
        sortValue: (v) => (v.isFeatured ? 0 : 1),
        cell: (v) => (
          <div className="flex flex-wrap items-center gap-1.5">
            {v.isFeatured ? <Badge tone="gold">Featured</Badge> : <Badge tone="gray">Standard</Badge>}
            {v.status !== 'available' && <VehicleStatusBadge status={v.status} />}
          </div>
        ),
      },
      {
        id: 'actions',
        header: <span className="sr-only">Actions</span>,
        headerLabel: 'Actions',
        card: 'actions',
        align: 'right',
        cell: (v) => (
          <div className="flex justify-end gap-1">
            <Button size="icon" variant="ghost" aria-label={`Edit ${vehicleTitle(v)}`} title="Edit" onClick={() => openEdit(v)}>
              <Pencil className="size-4" aria-hidden="true" />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              aria-label={`Delete ${vehicleTitle(v)}`}
              title="Delete"
              className="hover:text-red-700"
              onClick={() => setDeleting(v)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Inventory Manager"
        description="Every vehicle of every status. Search by make, model or VIN."
        actions={
          <Button onClick={openAdd}>
            <Plus className="size-4" aria-hidden="true" /> Add New Vehicle
          </Button>
        }
      />

      <section className="rounded-xl border border-ink/8 bg-white shadow-xs" aria-label="Vehicles">
        <div className="flex flex-col gap-3 border-b border-ink/8 p-4 sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <label htmlFor="inventory-search" className="sr-only">
              Search by make, model or VIN
            </label>
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink/40" aria-hidden="true" />
            <Input
              id="inventory-search"
              type="search"
              placeholder="Search by make, model or VIN…"
              value={filter.search}
              onChange={(e) => setFilter((f) => ({ ...f, search: e.target.value }))}
              className="pl-9"
            />
          </div>
          <div className="sm:w-56">
            <label htmlFor="inventory-category" className="sr-only">
              Category
            </label>
            <Select
              id="inventory-category"
              options={CATEGORY_OPTIONS}
              value={filter.category}
              onChange={(e) => setFilter((f) => ({ ...f, category: e.target.value as AdminInventoryFilter['category'] }))}
            />
          </div>
        </div>

        {vehicles.loading && !vehicles.data ? (
          <LoadingState label="Loading vehicles…" />
        ) : vehicles.error && !vehicles.data ? (
          <ErrorState message={errorMessage(vehicles.error, 'Failed to load vehicles. Please try again later.')} onRetry={refresh} />
        ) : (
          <>
            <DataTable
              rows={rows}
              columns={columns}
              rowKey={(v) => v.id}
              caption="Vehicles in the inventory"
              empty={
                filtered ? (
                  <EmptyState
                    title="No vehicles found."
                    hint="Try another search or category."
                    action={
                      <Button size="sm" variant="secondary" onClick={() => setFilter({ search: '', category: 'all' })}>
                        Clear filters
                      </Button>
                    }
                  />
                ) : (
                  <EmptyState title="No vehicles found." hint="Add the first vehicle to start the inventory." />
                )
              }
            />
            <p className="border-t border-ink/8 px-4 py-3 text-xs text-ink/60" aria-live="polite" data-testid="inventory-count">
              {filtered ? `${rows.length} of ${all.length} vehicles` : `${all.length} ${all.length === 1 ? 'vehicle' : 'vehicles'}`}
            </p>
          </>
        )}
      </section>

      <VehicleFormDialog open={formOpen} onOpenChange={setFormOpen} vehicle={editing} onSaved={refresh} preset="admin" />
      <DeleteVehicleDialog vehicle={deleting} onClose={() => setDeleting(null)} onDeleted={refresh} title="Delete Vehicle" />
    </>
  );
}
