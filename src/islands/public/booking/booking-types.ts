/**
 * closed: no opening hours that day (or blocked all day); free 0 otherwise means fully booked or too soon.
 * byAppointment: no opening hours at all that day, which the published hours call "By appointment" (by phone).
 */
export type DayAvailability = { date: string; free: number; closed?: boolean; byAppointment?: boolean };
export type SlotOption = { start: string; end: string; label: string };
export type BookingVehicle = { id: number; title: string; image: string | null; href: string };
