import type { HoldRules } from '#src/lib/appointments/holds';
import { config } from '#src/server/config';

/** The hold rules of online bookings, from the environment (README, "Configuration"). */
export function holdRules(): HoldRules {
  const env = config();
  return {
    holdMinutes: env.BOOKING_HOLD_MINUTES,
    openPerContact: env.BOOKING_OPEN_PER_CONTACT,
    holdsPerHour: env.BOOKING_HOLDS_PER_HOUR,
    holdsPerNetwork: env.BOOKING_HOLDS_PER_NETWORK,
  };
}
