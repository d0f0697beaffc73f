import { type Kysely, sql } from 'kysely';

/**
 * Issue 15, items 15 and 16.
 * - `idempotency_keys.request_hash`: a hash of the method, path and body the key was first used with, so a key
 *   reused for a different request is refused instead of replaying another request's answer. Rows written
 *   before have none and keep replaying.
 * - `download_tokens`: short-lived, single-use tokens for one download path, minted from a session. Only a hash
 *   is stored (like `auth_tokens`); a token dies with its session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table idempotency_keys add column request_hash text;

    create table download_tokens (
      tenant_id bigint not null,
      id bigint generated always as identity,
      auth_token_id bigint not null,
      token_hash text not null unique,
      path text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      primary key (tenant_id, id),
      foreign key (tenant_id, auth_token_id) references auth_tokens(tenant_id, id) on delete cascade
    );
    create index download_tokens_expiry on download_tokens (expires_at);
    select bb_tenant_rls('download_tokens');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table download_tokens;
    alter table idempotency_keys drop column request_hash;
  `.execute(db);
}
