import { Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CATEGORIES, VEHICLE_STATUS_LABELS, VEHICLE_STATUSES, categoryLabel, type VehicleStatus } from '#src/lib/enums';
import { formatMileage } from '#src/lib/format/mileage';
import { formatPrice } from '#src/lib/format/price';
import { vehicleTitle } from '#src/lib/vehicle-status';
import { api, errorMessage } from '#src/islands/lib/api';
import type { VehicleDto, VehicleRowDto } from '#src/islands/lib/types';
import { useDebounced, usePagedList } from '#src/islands/lib/use-paged-list';
import { toast } from '#src/islands/stores/toasts';
import { Badge } from '#src/islands/ui/badge';
import { Button } from '#src/islands/ui/button';
import { EmptyState, ErrorState } from '#src/islands/ui/card';
import { DataTable, type DataColumn, type TableSort } from '#src/islands/ui/data-table';
import { Input, Select } from '#src/islands/ui/field';
import { PageHeader } from '#src/islands/ui/page-header';
import { Pager } from '#src/islands/ui/pager';
import { LoadingState } from '#src/islands/ui/spinner';
import { Tabs } from '#src/islands/ui/tabs';
import type { Area } from '#src/islands/portal/area';
import { DeleteVehicleDialog } from './delete-vehicle-dialog';
import { SaleDialog } from './sale-dialog';
import { VehicleFormDialog } from './vehicle-form-dialog';
import { VehicleStatusSelect } from './vehicle-status-select';
import VehicleThumb from './vehicle-thumb';

type Tab = 'all' | VehicleStatus;
const PAGE_SIZE = 50;
const CATEGORY_OPTIONS = [{ value: 'all', label: 'All Categories' }, ...CATEGORIES.map((c) => ({ value: c.slug, label: c.label }))];

/** What differs between the employee portal's screen and the admin area's (spec §2): words and the new-vehicle defaults. */
const AREA_TEXT = {
  employee: {
    eyebrow: 'Inventory',
    title: 'Inventory Management',
    description: 'Every vehicle in the gallery, whatever its status. Change a status inline; choosing Sold records the sale first.',
    add: 'Add Vehicle',
    deleteTitle: undefined,
  },
  admin: {
    eyebrow: 'Admin',
    title: 'Inventory Manager',
    description: 'Every vehicle of every status. Search by make, model or VIN.',
    add: 'Add Vehicle',
    deleteTitle: 'Delete Vehicle',
  },
} as const;

/**
 * The inventory of both areas: status tabs with counts, search by make, model
 * or VIN, a category filter, server-side paging and sorting, inline status
 * (Sold opens the sale dialog), add / edit / delete. A saved vehicle replaces
 * its row; only adding or deleting refetches the page.
 */
export default function InventoryScreen({ area }: { area: Area }) {
  const text = AREA_TEXT[area];
  const [tab, setTab] = useState<Tab>('all');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [sort, setSort] = useState<TableSort>({ id: 'createdAt', desc: true });
  const [page, setPage] = useState(1);
  const q = useDebounced(search);
  useEffect(() => setPage(1), [tab, q, category, sort]);

  const list = usePagedList<VehicleRowDto>('/api/vehicles', {
    page,
    pageSize: PAGE_SIZE,
    sort: sort.id,
    dir: sort.desc ? 'desc' : 'asc',
    q,
    filters: { status: tab, category },
  });
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<VehicleDto | null>(null);
  const [deleting, setDeleting] = useState<VehicleRowDto | null>(null);
  const [selling, setSelling] = useState<VehicleDto | null>(null);

  // The list carries a small row; the dialogs work on the whole record.
  const withWholeVehicle = useCallback(async (id: number, then: (v: VehicleDto) => void) => {
    try {
      then(await api.get<VehicleDto>(`/api/vehicles/${id}`));
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to load the vehicle. Please try again.'), variant: 'destructive' });
    }
  }, []);
  const startEdit = useCallback(
    (id: number) =>
      void withWholeVehicle(id, (v) => {
        setEditing(v);
        setFormOpen(true);
      }),
    [withWholeVehicle],
  );
  useEffect(() => {
    // Links from the activity log and the dashboard: /employee/inventory?edit=12
    const id = Number(new URLSearchParams(window.location.search).get('edit'));
    if (id) startEdit(id);
  }, [startEdit]);

  const applySaved = (v: VehicleDto) => list.applyRow(toRow(v));
  const columns = useMemo<DataColumn<VehicleRowDto>[]>(
    () => [
      {
        id: 'make',
        header: 'Vehicle',
        card: 'title',
        sortable: true,
        cell: (v) => (
          <div className="flex min-w-0 items-center gap-3">
            <VehicleThumb src={v.thumbnail ?? undefined} alt="" className="hidden h-11 w-16 sm:block" />
            <div className="min-w-0">
              <p className="font-medium text-ink">{vehicleTitle(v)}</p>
              <p className="text-xs break-all text-ink/65">
                <span className="font-mono tracking-tight">{v.vin}</span>
                <span> · {v.color}</span>
                {v.isFeatured && <span className="ml-1.5 text-[#74572d]">· Featured</span>}
              </p>
            </div>
          </div>
        ),
      },
      {
        id: 'year',
        header: 'Year',
        align: 'right',
        cell: (v) => <span className="tabular-nums">{v.year}</span>,
      },
      {
        id: 'category',
        header: 'Category',
        hideBelow: 'lg',
        cell: (v) => <span className="text-ink/75">{categoryLabel(v.category)}</span>,
      },
      {
        id: 'mileage',
        header: 'Mileage',
        align: 'right',
        sortable: true,
        hideBelow: 'lg',
        cell: (v) => <span className="whitespace-nowrap tabular-nums">{formatMileage(v.mileage)}</span>,
      },
      {
        id: 'price',
        header: 'Price',
        align: 'right',
        sortable: true,
        cell: (v) => <span className="font-medium whitespace-nowrap tabular-nums">{formatPrice(v.price)}</span>,
      },
      {
        id: 'status',
        header: 'Status',
        sortable: true,
        cell: (v) => (
          <div className="flex flex-wrap items-center justify-end gap-1.5 md:justify-start">
            <VehicleStatusSelect vehicle={v} onChanged={applySaved} onSellRequested={(row) => void withWholeVehicle(row.id, setSelling)} />
            {/* Spec: the admin manager's status reads Featured or Standard. */}
            {v.isFeatured ? <Badge tone="gold">Featured</Badge> : area === 'admin' && <Badge tone="gray">Standard</Badge>}
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
            <Button variant="ghost" size="sm" aria-label={`Edit ${vehicleTitle(v)}`} onClick={() => startEdit(v.id)}>
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
    [startEdit, withWholeVehicle, area],
  );

  const counts = list.data?.counts;
  const tabs = [
    { value: 'all', label: 'All Vehicles', count: counts?.all },
    ...VEHICLE_STATUSES.map((s) => ({ value: s, label: VEHICLE_STATUS_LABELS[s], count: counts?.[s] })),
  ];
  const filtered = q.trim() !== '' || category !== 'all';

  return (
    <div>
      <PageHeader
        eyebrow={text.eyebrow}
        title={text.title}
        description={text.description}
        actions={
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <Plus className="size-4" aria-hidden="true" />
            {text.add}
          </Button>
        }
      />
      <section className="rounded-xl border border-ink/8 bg-white shadow-xs" aria-label="Vehicles">
        <div className="flex flex-col gap-3 border-b border-ink/8 p-4 sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <label htmlFor="inventory-search" className="sr-only">
              Search by make, model or VIN
            </label>
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink/60" aria-hidden="true" />
            <Input
              id="inventory-search"
              type="search"
              placeholder="Search by make, model or VIN…"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className="pl-9"
            />
          </div>
          <div className="sm:w-56">
            <label htmlFor="inventory-category" className="sr-only">
              Category
            </label>
            <Select id="inventory-category" options={CATEGORY_OPTIONS} value={category} onChange={(e) => setCategory(e.target.value)} />
          </div>
        </div>
        <Tabs items={tabs} value={tab} onValueChange={(v) => setTab(v as Tab)} label="Vehicle status" className="px-2 pt-1">
          {list.loading && !list.data ? (
            <LoadingState label="Loading vehicles…" />
          ) : list.error && !list.data ? (
            <ErrorState message="Failed to load vehicles. Please try again later." onRetry={() => void list.reload()} />
          ) : (
            <>
              <DataTable
                rows={list.data?.items ?? []}
                columns={columns}
                rowKey={(v) => v.id}
                sort={sort}
                onSortChange={setSort}
                manualSort
                caption="Vehicles in the inventory"
                className={list.loading ? 'opacity-60 transition-opacity' : undefined}
                empty={
                  filtered ? (
                    <EmptyState
                      title="No vehicles found."
                      hint="Try another search or category."
                      action={
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => {
                            setSearch('');
                            setCategory('all');
                          }}
                        >
                          Clear filters
                        </Button>
                      }
                    />
                  ) : (
                    <EmptyState title="No vehicles found in this category." />
                  )
                }
              />
              <Pager page={page} pageSize={PAGE_SIZE} total={list.data?.total ?? 0} noun="vehicles" onPageChange={setPage} />
            </>
          )}
        </Tabs>
      </section>

      <VehicleFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        vehicle={editing}
        preset={area}
        onSaved={(v) => (editing ? applySaved(v) : void list.reload())}
      />
      <DeleteVehicleDialog
        vehicle={deleting}
        title={text.deleteTitle}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => list.removeRow(id)}
      />
      <SaleDialog vehicle={selling} onClose={() => setSelling(null)} onSold={applySaved} />
    </div>
  );
}

/** The list row of a whole vehicle the server answered after a save. */
function toRow(v: VehicleDto): VehicleRowDto {
  return {
    id: v.id,
    year: v.year,
    make: v.make,
    model: v.model,
    trim: v.trim,
    price: v.price,
    mileage: v.mileage,
    status: v.status,
    isFeatured: v.isFeatured,
    category: v.category,
    condition: v.condition,
    color: v.color,
    vin: v.vin,
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
    thumbnail: v.images[0] ?? null,
    imageCount: v.images.length,
  };
}
