import { useEffect, useState } from 'react';
import { vehicleCardHtml } from '#src/lib/markup/vehicle-card-html';
import type { VehicleCard } from '#src/lib/personalisation/vehicle-card';
import { subscribeSaves } from '#src/islands/public/saves/saved-vehicles';

const SIZES = '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw';

async function cards(query: 'ids' | 'like', ids: number[]): Promise<VehicleCard[]> {
  const out: VehicleCard[] = [];
  for (let i = 0; i < ids.length; i += 20) {
    const res = await fetch(`/api/vehicles/cards?${query}=${ids.slice(i, i + 20).join(',')}`);
    if (res.ok) out.push(...((await res.json()) as { vehicles: VehicleCard[] }).vehicles);
  }
  return out;
}

/** The saved vehicles, newest save first; a sold one stays, marked sold, with similar cars for sale beside it. */
export default function SavedList({ initial }: { initial: number[] }) {
  const [ids, setIds] = useState(initial);
  const [list, setList] = useState<VehicleCard[] | null>(null);
  const [similar, setSimilar] = useState<Record<number, VehicleCard[]>>({});

  useEffect(
    () =>
      subscribeSaves((s) =>
        setIds((prev) =>
          s.signedIn ? prev.filter((id) => s.saved.has(id)).concat([...s.saved].filter((id) => !prev.includes(id))) : prev,
        ),
      ),
    [],
  );

  const key = ids.join(',');
  useEffect(() => {
    let live = true;
    const ids = key ? key.split(',').map(Number) : [];
    void cards('ids', ids).then(async (found) => {
      if (!live) return;
      setList(found);
      const sold = found.filter((c) => c.status === 'sold');
      const next: Record<number, VehicleCard[]> = {};
      for (const car of sold) next[car.id] = (await cards('like', [car.id])).filter((c) => !ids.includes(c.id)).slice(0, 3);
      if (live) setSimilar(next);
    });
    return () => {
      live = false;
    };
  }, [key]);

  if (!ids.length)
    return (
      <p className="text-ink/80" data-testid="no-saves">
        Nothing saved yet. Tap the heart on any car in our{' '}
        <a href="/inventory" className="text-bronze underline underline-offset-4">
          inventory
        </a>{' '}
        to keep it here.
      </p>
    );
  if (!list) return <p aria-busy="true">Loading your saved cars…</p>;
  const compare = list.filter((c) => c.status !== 'sold').slice(0, 4);
  return (
    <>
      {compare.length > 1 && (
        <a
          href={`/compare?ids=${compare.map((c) => c.id).join(',')}`}
          className="eyebrow mb-6 inline-block bg-ink px-6 py-3 text-ivory hover:bg-ink-3"
        >
          Compare {compare.length === 2 ? 'both' : `these ${compare.length}`}
        </a>
      )}
      <ul role="list" className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="saved-vehicles">
        {list.map((card) => (
          <li key={card.id} className="flex flex-col gap-3">
            <div className="flex" dangerouslySetInnerHTML={{ __html: vehicleCardHtml(card, { sizes: SIZES }) }} />
            {card.status === 'sold' && (
              <div className="bg-ivory-2 p-4 text-sm" data-testid="sold-similar">
                <p className="font-medium">This car has found its owner.</p>
                {similar[card.id]?.length ? (
                  <>
                    <p className="mt-1 text-ink/80">Similar cars for sale:</p>
                    <ul className="mt-2 space-y-1">
                      {similar[card.id].map((s) => (
                        <li key={s.id}>
                          <a className="text-bronze underline underline-offset-4" href={`/inventory/${s.id}`}>
                            {s.year} {s.make} {s.model}
                          </a>{' '}
                          <span className="text-ink/70">{s.priceText}</span>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
