// Kept apart from the session's queries (which bring the declared endpoints and their schemas): the query
// client, part of the sign-in page's first download, needs only the keys (web budget, docs/performance.md).

/** Query keys of the signed-in session; all start with 'session' so sign-out can drop them together. */
export const sessionKeys = {
  all: ['session'] as const,
  user: ['session', 'user'] as const,
  abilities: ['session', 'abilities'] as const,
  settings: ['session', 'settings'] as const,
  baseData: ['session', 'base-data'] as const,
  currencies: ['session', 'currencies'] as const,
  hasApiConnection: ['session', 'has-api-connection'] as const,
  users: ['session', 'users'] as const,
};
