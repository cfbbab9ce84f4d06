import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { db } from '#src/db/client';
import { perConnection } from '#src/db/per-connection';
import { apiKeys, users, type ApiKey } from '#src/db/schema';
import { logActivity } from './activity';
import type { Actor } from './inquiries';

/** A key as the admin's list shows it: never its secret nor its hash. */
export type ApiKeySummary = Pick<ApiKey, 'id' | 'name' | 'scopes' | 'hint' | 'createdAt' | 'rotatedAt' | 'lastUsedAt' | 'lastUsedFrom'> & {
  createdBy: string | null;
};

const summaryColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  scopes: apiKeys.scopes,
  hint: apiKeys.hint,
  createdAt: apiKeys.createdAt,
  rotatedAt: apiKeys.rotatedAt,
  lastUsedAt: apiKeys.lastUsedAt,
  lastUsedFrom: apiKeys.lastUsedFrom,
  createdBy: users.username,
};

/** The live keys, newest first (a revoked key is gone from the list; the activity log keeps its story). */
export function listApiKeys(): ApiKeySummary[] {
  return db()
    .select(summaryColumns)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(isNull(apiKeys.revokedAt))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .all();
}

export function createApiKey(
  input: { name: string; scopes: string[]; secretHash: string; hint: string },
  actor: Actor & { id: number },
): ApiKeySummary {
  return db().transaction((tx) => {
    const { id } = tx
      .insert(apiKeys)
      .values({ ...input, createdBy: actor.id })
      .returning({ id: apiKeys.id })
      .get();
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'api_key.created',
        entityType: 'api_key',
        entityId: id,
        summary: `API key "${input.name}" created (${input.scopes.join(', ')})`,
      },
      tx,
    );
    return tx.select(summaryColumns).from(apiKeys).leftJoin(users, eq(users.id, apiKeys.createdBy)).where(eq(apiKeys.id, id)).get()!;
  });
}

/** A new secret for a live key: the old one stops at once. False when there is no such live key. */
export function rotateApiKey(id: number, next: { secretHash: string; hint: string }, actor: Actor): ApiKeySummary | undefined {
  return db().transaction((tx) => {
    const key = tx
      .update(apiKeys)
      .set({ ...next, rotatedAt: new Date() })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning({ name: apiKeys.name })
      .get();
    if (!key) return undefined;
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'api_key.rotated',
        entityType: 'api_key',
        entityId: id,
        summary: `API key "${key.name}" rotated`,
      },
      tx,
    );
    return tx.select(summaryColumns).from(apiKeys).leftJoin(users, eq(users.id, apiKeys.createdBy)).where(eq(apiKeys.id, id)).get();
  });
}

/** Revokes a live key; false when there is none with that id. */
export function revokeApiKey(id: number, actor: Actor): boolean {
  return db().transaction((tx) => {
    const key = tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning({ name: apiKeys.name })
      .get();
    if (!key) return false;
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'api_key.revoked',
        entityType: 'api_key',
        entityId: id,
        summary: `API key "${key.name}" revoked`,
      },
      tx,
    );
    return true;
  });
}

/** A live key by its secret's hash, with the account it acts for (refused when that account is disabled). */
export type KeyHolder = {
  id: number;
  name: string;
  scopes: string[];
  lastUsedAt: Date | null;
  lastUsedFrom: string | null;
  user: {
    id: number;
    username: string;
    role: 'admin' | 'employee' | 'customer';
    firstName: string | null;
    lastName: string | null;
    email: string | null;
  };
};

const keyLookup = perConnection((database) =>
  database
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
      lastUsedFrom: apiKeys.lastUsedFrom,
      userId: users.id,
      username: users.username,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      disabled: users.disabled,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.secretHash, sql.placeholder('hash')), isNull(apiKeys.revokedAt)))
    .prepare(),
);

export function findApiKey(secretHash: string): KeyHolder | undefined {
  const row = keyLookup(db()).get({ hash: secretHash });
  if (!row || row.disabled) return undefined;
  const { userId, username, role, firstName, lastName, email, ...key } = row;
  return {
    id: key.id,
    name: key.name,
    scopes: key.scopes,
    lastUsedAt: key.lastUsedAt,
    lastUsedFrom: key.lastUsedFrom,
    user: { id: userId, username, role, firstName, lastName, email },
  };
}

/** Notes a key's use: when and from which client network (written at most once a minute per key and network). */
export function noteApiKeyUse(id: number, from: string, now = new Date()): void {
  db().update(apiKeys).set({ lastUsedAt: now, lastUsedFrom: from }).where(eq(apiKeys.id, id)).run();
}
