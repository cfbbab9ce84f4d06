import { useEffect, useRef, useState } from 'react';
import { CATEGORIES } from '#src/lib/enums';
import { countActiveFilters, parseInventoryQuery, type InventoryQuery } from '#src/lib/inventory/filters';
import { filtersFormUrl, priceOptions, STATUS_OPTIONS, type FilterFacets } from '#src/lib/inventory/filter-form';
import { IslandIcon } from './icons';
import { restoreFieldValues, useTypedBeforeHydration } from './typed-before-hydration';

type Props = { query: InventoryQuery; facets: FilterFacets };

const FIELD = 'mt-2 block w-full border border-line bg-white px-3 py-2.5 text-sm text-ink focus:border-bronze focus:outline-none';
const SELECT = `${FIELD} select-luxe`;
const LABEL = 'eyebrow block text-[10px] text-bronze';
const FIELD_IDS = ['f-search', 'f-category', 'f-make', 'f-model', 'f-year', 'f-price-min', 'f-price-max', 'f-status'] as const;
/** Typing in these waits for a pause before the results follow. */
const DEBOUNCED = new Set(['search', 'model']);
const DEBOUNCE_MS = 450;
/** After this long without an answer, the results dim to show they are on their way. */
const BUSY_AFTER_MS = 120;

/**
 * The inventory filters. Rendered on the server as a plain GET form to
 * /inventory, complete without JavaScript (the server applies it). Hydrated,
 * a change loads the same /inventory URL the form would, swaps in the
 * server-rendered heading and results, and adds a history entry: the URL stays
 * the state, Back and Forward go through earlier filters, pagination and
 * 'Clear' links load in place too. Focus stays where it was.
 */
export default function InventoryFilters({ query: initialQuery, facets: initialFacets }: Props) {
  // Changes only when the URL changes other than by typing here (Back, Clear, a pager link): the
  // fields are uncontrolled and start again from it, so typing is never interrupted.
  const [query, setQuery] = useState(initialQuery);
  const [generation, setGeneration] = useState(0);
  const [facets, setFacets] = useState(initialFacets);
  const [activeCount, setActiveCount] = useState(() => countActiveFilters(initialQuery));
  const form = useRef<HTMLFormElement>(null);
  const panel = useRef<HTMLDetailsElement>(null);
  const loader = useRef<(url: string, push: boolean, fromLink?: boolean) => Promise<void>>(null);

  useTypedBeforeHydration(FIELD_IDS, restoreFieldValues);

  useEffect(() => {
    // The sidebar is always open on large screens (browsers without ::details-content need the attribute).
    if (panel.current && matchMedia('(min-width: 64rem)').matches) panel.current.open = true;

    let controller: AbortController | undefined;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    const status = document.querySelector<HTMLElement>('[data-results-status]');

    async function load(url: string, push: boolean, fromLink = false) {
      const results = document.querySelector<HTMLElement>('[data-inventory-results]');
      if (!results) return void (location.href = url);
      controller?.abort();
      controller = new AbortController();
      const busy = setTimeout(() => results.setAttribute('aria-busy', 'true'), BUSY_AFTER_MS);
      try {
        const response = await fetch(url, { signal: controller.signal, headers: { Accept: 'text/html' } });
        const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
        clearTimeout(busy);
        const focusedId = document.activeElement?.id;
        for (const selector of ['[data-inventory-heading]', '[data-inventory-results]']) {
          const next = doc.querySelector(selector);
          const current = document.querySelector(selector);
          if (next && current) current.replaceWith(document.importNode(next, true));
        }
        // A control that was swapped out (the sort select) keeps the focus.
        if (focusedId && !document.activeElement?.id) document.getElementById(focusedId)?.focus();
        document.title = doc.title;
        const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
        if (canonical) document.querySelector('link[rel="canonical"]')?.setAttribute('href', canonical);
        if (push) history.pushState({ inventory: true }, '', url);
        const fresh = document.querySelector<HTMLElement>('[data-inventory-results]');
        if (status) status.textContent = fresh?.querySelector('[data-results-summary]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        if (fresh?.dataset.facets) setFacets(JSON.parse(fresh.dataset.facets) as FilterFacets);
        const next = parseInventoryQuery(new URL(url, location.href).searchParams);
        setActiveCount(countActiveFilters(next));
        if (fromLink) {
          setQuery(next);
          setGeneration((g) => g + 1);
        }
      } catch (error) {
        clearTimeout(busy);
        if ((error as Error).name !== 'AbortError') location.href = url;
      }
    }
    loader.current = load;

    const update = () => {
      clearTimeout(debounce);
      if (form.current) void load(filtersFormUrl(new FormData(form.current)), true);
    };
    // The sort select sits outside the form (form="inventory-filters"), so listen on the document.
    const onChange = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (!form.current || target.form !== form.current || DEBOUNCED.has(target.name)) return;
      update();
    };
    const onInput = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (target.form !== form.current || !DEBOUNCED.has(target.name)) return;
      clearTimeout(debounce);
      debounce = setTimeout(update, DEBOUNCE_MS);
    };
    // Pager and 'Clear' links (server-rendered, outside this island) load in place.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-inventory-link]');
      if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      clearTimeout(debounce);
      const wasPaging = link.closest('[data-pagination]');
      void load(link.getAttribute('href') ?? '/inventory', true, true).then(() => {
        if (wasPaging) document.querySelector('[data-inventory-results]')?.scrollIntoView({ block: 'start' });
      });
    };
    const onPop = () => void load(location.pathname + location.search, false, true);
    document.addEventListener('change', onChange);
    document.addEventListener('input', onInput);
    document.addEventListener('click', onClick);
    addEventListener('popstate', onPop);
    return () => {
      controller?.abort();
      clearTimeout(debounce);
      document.removeEventListener('change', onChange);
      document.removeEventListener('input', onInput);
      document.removeEventListener('click', onClick);
      removeEventListener('popstate', onPop);
    };
  }, []);

  const yearValues = facets.years.map((y) => y.value);
  if (query.year !== undefined && !yearValues.includes(String(query.year))) yearValues.unshift(String(query.year));
  const makeValues = facets.makes.map((m) => ({ value: m.value, label: `${m.value} (${m.count})` }));
  if (query.make && !facets.makes.some((m) => m.value.toLowerCase() === query.make!.toLowerCase()))
    makeValues.unshift({ value: query.make, label: query.make });
  const selectedMake = facets.makes.find((m) => m.value.toLowerCase() === query.make?.toLowerCase())?.value ?? query.make;

  return (
    <details className="filter-panel group border border-line bg-white lg:border-0 lg:bg-transparent" ref={panel} data-filter-panel>
      <summary className="flex cursor-pointer list-none items-center justify-between px-5 py-4 lg:hidden">
        <span className="flex items-center gap-3 text-sm font-medium tracking-wide">
          <IslandIcon name="sliders" size={18} className="text-bronze" />
          Filters
          <span className="bg-ink px-2 py-0.5 text-xs text-ivory" data-filter-count hidden={activeCount === 0}>
            {activeCount}
            <span className="sr-only"> active</span>
          </span>
        </span>
        <IslandIcon name="chevron-down" size={18} className="transition-transform group-open:rotate-180" />
      </summary>

      <form
        id="inventory-filters"
        ref={form}
        action="/inventory"
        method="get"
        className="space-y-6 border-t border-line px-5 pt-5 pb-6 lg:border-0 lg:p-0"
        data-inventory-form
        onSubmit={(event) => {
          event.preventDefault();
          void loader.current?.(filtersFormUrl(new FormData(event.currentTarget)), true);
        }}
        key={generation}
      >
        {/* consent: remembered filters. The personalisation layer saves these fields (the URL) with consent. */}
        <h2 className="hidden font-display text-2xl lg:block">Refine</h2>

        <div>
          <label htmlFor="f-search" className={LABEL}>
            Keyword
          </label>
          <input
            id="f-search"
            name="search"
            type="search"
            defaultValue={query.search ?? ''}
            placeholder="Make, model or detail"
            className={FIELD}
          />
        </div>

        <div>
          <label htmlFor="f-category" className={LABEL}>
            Category
          </label>
          <select id="f-category" name="category" className={SELECT} defaultValue={query.category ?? 'all-categories'}>
            <option value="all-categories">All Categories</option>
            {CATEGORIES.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.label}
              </option>
            ))}
          </select>
        </div>

        <div>
          <label htmlFor="f-make" className={LABEL}>
            Make
          </label>
          <select id="f-make" name="make" className={SELECT} defaultValue={selectedMake ?? 'all-makes'}>
            <option value="all-makes">All Makes</option>
            {makeValues.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </div>

        <div>
          <label htmlFor="f-model" className={LABEL}>
            Model
          </label>
          <input
            id="f-model"
            name="model"
            type="text"
            list="f-model-options"
            defaultValue={query.model ?? ''}
            placeholder="Any model"
            autoComplete="off"
            className={FIELD}
          />
          <datalist id="f-model-options">
            {facets.models?.map((m) => (
              <option key={m.value} value={m.value} />
            ))}
          </datalist>
        </div>

        <div>
          <label htmlFor="f-year" className={LABEL}>
            Year
          </label>
          <select id="f-year" name="year" className={SELECT} defaultValue={query.year !== undefined ? String(query.year) : ''}>
            <option value="">Any Year</option>
            {yearValues.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>

        <fieldset>
          <legend className={LABEL}>Price</legend>
          <div className="grid grid-cols-2 gap-3">
            <div>
              <label htmlFor="f-price-min" className="sr-only">
                Minimum price
              </label>
              <select
                id="f-price-min"
                name="priceMin"
                className={SELECT}
                defaultValue={query.priceMin !== undefined ? String(query.priceMin) : ''}
              >
                <option value="">No minimum</option>
                {priceOptions(query.priceMin).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="f-price-max" className="sr-only">
                Maximum price
              </label>
              <select
                id="f-price-max"
                name="priceMax"
                className={SELECT}
                defaultValue={query.priceMax !== undefined ? String(query.priceMax) : ''}
              >
                <option value="">No maximum</option>
                {priceOptions(query.priceMax).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>

        <div>
          <label htmlFor="f-status" className={LABEL}>
            Availability
          </label>
          <select id="f-status" name="status" className={SELECT} defaultValue={query.status ?? ''}>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>

        <label className="flex items-center gap-3 text-sm text-ink/85">
          <input
            type="checkbox"
            name="filter"
            value="new-arrivals"
            defaultChecked={query.filter === 'new-arrivals'}
            className="size-4 accent-bronze"
          />
          New arrivals only <span className="text-muted">(last 30 days)</span>
        </label>

        <div className="flex items-center gap-4 pt-2">
          <button type="submit" className="eyebrow bg-ink px-6 py-3 text-ivory transition-colors hover:bg-ink-3">
            Apply Filters
          </button>
          <a href="/inventory" className="eyebrow text-muted underline-offset-4 hover:text-ink hover:underline" data-inventory-link>
            Clear All
          </a>
        </div>
      </form>
    </details>
  );
}
