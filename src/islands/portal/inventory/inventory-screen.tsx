import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { VEHICLE_STATUS_LABELS, VEHICLE_STATUSES } from '../../../lib/enums';
import { formatPrice } from '../../../lib/format/price';
import { vehicleTitle } from '../../../lib/vehicle-status';
import type { VehicleDto } from '../../lib/types';
import { useApi } from '../../lib/use-api';
import { useOpenParam } from '../../lib/use-open-param';
import { Button } from '../../ui/button';
import { EmptyState, ErrorState } from '../../ui/card';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { PageHeader } from '../../ui/page-header';
import { LoadingState } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import { DeleteVehicleDialog } from './delete-vehicle-dialog';
import { SaleDialog } from './sale-dialog';
import { VehicleFormDialog } from './vehicle-form-dialog';
import { VehicleStatusSelect } from './vehicle-status-select';

type Tab = 'all' | (typeof VEHICLE_STATUSES)[number];

/** 'Inventory Management' (spec §2): tabs by status, inline status, add / edit / delete, the sale flow. */
export default function InventoryScreen() {
  const vehicles = useApi<VehicleDto[]>('/api/vehicles?includeAll=true');
  const [tab, setTab] = useState<Tab>('all');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<VehicleDto | null>(null);
  const [deleting, setDeleting] = useState<VehicleDto | null>(null);
  const [selling, setSelling] = useState<VehicleDto | null>(null);
  const refresh = () => void vehicles.reload();
  const startEdit = useCallback((v: VehicleDto) => {
    setEditing(v);
    setFormOpen(true);
  }, []);
  useOpenParam('edit', vehicles.data, startEdit);

  const all = vehicles.data ?? [];
  const counts = useMemo(() => Object.fromEntries(VEHICLE_STATUSES.map((s) => [s, all.filter((v) => v.status === s).length])), [all]);
  const rows = useMemo(() => (tab === 'all' ? all : all.filter((v) => v.status === tab)), [all, tab]);

  const columns = useMemo<DataColumn<VehicleDto>[]>(
    () => [
      {
        id: 'vehicle',
        header: 'Vehicle',
        card: 'title',
        sortValue: (v) => `${v.make} ${v.model}`,
        cell: (v) => (
          <div className="flex items-center gap-3">
            {v.images[0] ? (
              <img
                src={v.images[0]}
                alt=""
                className="hidden h-10 w-14 shrink-0 rounded-md bg-ink/5 object-cover lg:block"
                loading="lazy"
              />
            ) : (
              <div className="hidden h-10 w-14 shrink-0 rounded-md bg-ink/[0.06] lg:block" aria-hidden="true" />
            )}
            <div className="min-w-0">
              <p className="font-medium text-ink">
                {v.make} {v.model}
              </p>
              <p className="text-xs text-ink/65">
                {v.color} · VIN …{v.vin.slice(-6)}
                {v.isFeatured && <span className="ml-1.5 text-[#74572d]">· Featured</span>}
              </p>
            </div>
          </div>
        ),
      },
      { id: 'year', header: 'Year', sortValue: (v) => v.year, cell: (v) => <span className="tabular-nums">{v.year}</span> },
      {
        id: 'price',
        header: 'Price',
        align: 'right',
        sortValue: (v) => v.price,
        cell: (v) => <span className="font-medium tabular-nums">{formatPrice(v.price)}</span>,
      },
      {
        id: 'status',
        header: 'Status',
        cell: (v) => <VehicleStatusSelect vehicle={v} onChanged={refresh} onSellRequested={setSelling} />,
      },
      {
        id: 'actions',
        header: <span className="sr-only">Actions</span>,
        headerLabel: 'Actions',
        card: 'actions',
        align: 'right',
        cell: (v) => (
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Edit ${vehicleTitle(v)}`}
              onClick={() => {
                setEditing(v);
                setFormOpen(true);
              }}
            >
              <Pencil className="size-3.5" aria-hidden="true" />
              <span>Edit</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${vehicleTitle(v)}`}
              className="hover:text-red-700"
              onClick={() => setDeleting(v)}
            >
              <Trash2 className="size-3.5" aria-hidden="true" />
              <span>Delete</span>
            </Button>
          </div>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const tabs = [
    { value: 'all', label: 'All Vehicles', count: all.length },
    ...VEHICLE_STATUSES.map((s) => ({ value: s, label: VEHICLE_STATUS_LABELS[s], count: counts[s] })),
  ];

  return (
    <div>
      <PageHeader
        eyebrow="Inventory"
        title="Inventory Management"
        description="Every vehicle in the gallery, whatever its status. Change a status inline; choosing Sold records the sale first."
        actions={
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <Plus className="size-4" aria-hidden="true" />
            Add Vehicle
          </Button>
        }
      />
      <div className="rounded-xl border border-ink/8 bg-white shadow-xs">
        <Tabs items={tabs} value={tab} onValueChange={(v) => setTab(v as Tab)} label="Vehicle status" className="px-2 pt-1">
          {vehicles.loading && !vehicles.data ? (
            <LoadingState label="Loading vehicles…" />
          ) : vehicles.error && !vehicles.data ? (
            <ErrorState message="Failed to load vehicles. Please try again later." onRetry={refresh} />
          ) : (
            <DataTable
              rows={rows}
              columns={columns}
              rowKey={(v) => v.id}
              caption="Vehicles"
              empty={<EmptyState title="No vehicles found in this category." />}
            />
          )}
        </Tabs>
      </div>

      <VehicleFormDialog open={formOpen} onOpenChange={setFormOpen} vehicle={editing} onSaved={refresh} />
      <DeleteVehicleDialog vehicle={deleting} onClose={() => setDeleting(null)} onDeleted={refresh} />
      <SaleDialog vehicle={selling} onClose={() => setSelling(null)} onSold={refresh} />
    </div>
  );
}
