import { allows } from './consent';

export type QueuedEvent =
  | { type: 'visit'; path?: string; source?: string; medium?: string; campaign?: string }
  | { type: 'pageview'; path: string }
  | { type: 'vehicle_view'; vehicleId: number; path?: string }
  | { type: 'ab_view' | 'ab_conversion'; variant: 'A' | 'B' };

const MAX_BATCH = 50;
let queue: QueuedEvent[] = [];
let sessionId: string | null = null;

export function setAnalyticsSession(id: string | null): void {
  sessionId = id;
}

/** Queues an event for POST /api/events; nothing at all without analytics consent. */
export function queueEvent(event: QueuedEvent): void {
  if (!allows('analytics')) return;
  queue.push(event);
  if (queue.length >= MAX_BATCH) flushEvents();
}

/** Drops whatever is waiting (consent withdrawn). */
export function clearEvents(): void {
  queue = [];
  sessionId = null;
}

/** Sends the queue with sendBeacon, which survives the page going away (a refused beacon is dropped: analytics is best effort). */
export function flushEvents(): void {
  if (!allows('analytics') || !sessionId) return void (queue = []);
  while (queue.length) {
    navigator.sendBeacon(
      '/api/events',
      new Blob([JSON.stringify({ sessionId, events: queue.splice(0, MAX_BATCH) })], { type: 'application/json' }),
    );
  }
}

addEventListener('pagehide', flushEvents);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flushEvents();
});
