/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    user: import('#src/server/auth/session').SessionUser | null;
    session: import('#src/db/schema').Session | null;
    /** The signed-in shopper (their own cookie and table), read only under /api/shopper/; never a staff user. */
    shopper?: import('#src/server/shoppers/shopper-session').ShopperContext | null;
    /** This request's id (src/middleware.ts): the X-Request-Id of an API answer, in its error body and log line. */
    requestId: string;
    /** The machine's API key this request was made with, when an operation open to it was called with one. */
    apiKey?: import('#src/server/api-keys/key-auth').KeyCaller;
    /** What this request's write changes for cached pages: its endpoint's contract (src/server/render/cache-effect.ts). */
    cacheEffect?: import('#src/server/render/cache-effect').ResolvedCacheEffect;
  }
}

// html-escaper (Astro's own escaper) ships no types.
declare module 'html-escaper' {
  /** Escapes & < > ' " as entities, for text and attribute values alike. */
  export function escape(text: string): string;
}
