/** Seconds as an ISO 8601 duration (schema.org VideoObject `duration`): 83.4 → "PT1M23S". */
export function isoDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || whole === 0 ? `${s}S` : ''}`;
}

/** Seconds as the page shows them: 83.4 → "1:23", 3725 → "1:02:05". */
export function clockDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
