/**
 * The fragment-cache key of a vehicle card: every prop it renders from, as JSON. Inventory rows
 * come from a result cache and are the same frozen objects render after render, so the key of a
 * row is remembered beside it instead of serialising its photos and features again each time.
 */
const keys = new WeakMap<object, Map<string, string>>();

export function cardCacheKey(props: { vehicle: object } & Record<string, unknown>): string {
  const { vehicle, ...rest } = props;
  const variant = JSON.stringify(rest);
  let forVehicle = keys.get(vehicle);
  if (!forVehicle) keys.set(vehicle, (forVehicle = new Map()));
  let key = forVehicle.get(variant);
  // A row that can still change is serialised every time: its key must follow it.
  if (!key || !Object.isFrozen(vehicle)) {
    key = `vehicle-card:${variant}:${JSON.stringify(vehicle)}`;
    forVehicle.set(variant, key);
  }
  return key;
}
