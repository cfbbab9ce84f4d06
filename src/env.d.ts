/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    user: import('./lib/server/auth/session').SessionUser | null;
    session: import('./db/schema').Session | null;
  }
}
