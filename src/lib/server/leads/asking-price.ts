/**
 * The price a lead quotes for a vehicle (offers, ADF). One place, so the
 * all-in price (OMVIC) replaces the list price everywhere at once when it lands.
 */
export function vehicleAskingPrice(vehicle: { price: number }): number {
  return vehicle.price;
}
