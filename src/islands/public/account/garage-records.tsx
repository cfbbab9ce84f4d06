import { useEffect, useState } from 'react';
import type { ShopperGarage } from '#src/server/shoppers/garage';
import { call } from './account-api';
import AppointmentsPanel from './appointments-panel';
import ConsentPanel from './consent-panel';
import { OffersList, TradeInsList } from './requests-panel';

/** My garage's records: asked once the shopper is known (never part of the cached page). */
export default function GarageRecords() {
  const [garage, setGarage] = useState<ShopperGarage | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void call<ShopperGarage>('/api/shopper/garage').then((res) => (res.ok ? setGarage(res.data) : setError(res.failure.message)));
  }, []);

  if (error)
    return (
      <p role="alert" className="text-[#a12b2b]">
        {error}
      </p>
    );
  if (!garage)
    return (
      <p aria-busy="true" className="text-ink/70">
        Loading your appointments and requests…
      </p>
    );
  return (
    <>
      <section aria-labelledby="appointments-title">
        <h3 id="appointments-title" className="mb-6 font-display text-2xl">
          Appointments
        </h3>
        <AppointmentsPanel appointments={garage.appointments} />
      </section>
      <section aria-labelledby="offers-title">
        <h3 id="offers-title" className="mb-6 font-display text-2xl">
          Offers
        </h3>
        <OffersList offers={garage.offers} />
      </section>
      <section aria-labelledby="trade-ins-title">
        <h3 id="trade-ins-title" className="mb-6 font-display text-2xl">
          Trade-in requests
        </h3>
        <TradeInsList tradeIns={garage.tradeIns} />
      </section>
      <section aria-labelledby="consent-title">
        <h3 id="consent-title" className="mb-6 font-display text-2xl">
          Your consent
        </h3>
        <ConsentPanel garage={garage} onChange={setGarage} />
      </section>
    </>
  );
}
