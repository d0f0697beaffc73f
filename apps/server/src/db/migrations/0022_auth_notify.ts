import { type Kysely, sql } from 'kysely';

/**
 * The token cache's invalidation (platform/auth/token-cache.ts): whatever changes the answer of a token
 * lookup (platform/auth/session.ts) sends `NOTIFY bb_auth` with `'<tenant>:<user>'`, `'<tenant>:'` (every
 * user of the tenant) or `'*'` (everyone). Notifications go out at commit only (a rolled-back change sends
 * none) and identical ones of one transaction are folded into one, so a role saved with 300 abilities sends
 * one. The triggers fire for every writer (the modules, the seeds, psql), so no code path can forget it.
 *
 * - auth_tokens: a revoked or shortened token, a deleted one, a last activity moved back (the usual
 *   last-activity write moves it forward and does not notify);
 * - users: a changed status, superuser flag, password, username or name, a moved or deleted user;
 * - user_roles: any change of a user's roles; role_abilities: any change of a role (the whole tenant);
 * - a truncate of any of them: everyone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function bb_auth_notify_user() returns trigger language plpgsql as $f$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        perform pg_notify('bb_auth', old.tenant_id::text || ':' || old.user_id::text);
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        perform pg_notify('bb_auth', new.tenant_id::text || ':' || new.user_id::text);
      end if;
      return null;
    end $f$;

    create function bb_auth_notify_users_row() returns trigger language plpgsql as $f$
    begin
      perform pg_notify('bb_auth', old.tenant_id::text || ':' || old.id::text);
      return null;
    end $f$;

    create function bb_auth_notify_tenant() returns trigger language plpgsql as $f$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        perform pg_notify('bb_auth', old.tenant_id::text || ':');
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        perform pg_notify('bb_auth', new.tenant_id::text || ':');
      end if;
      return null;
    end $f$;

    create function bb_auth_notify_all() returns trigger language plpgsql as $f$
    begin
      perform pg_notify('bb_auth', '*');
      return null;
    end $f$;

    create trigger auth_tokens_notify_update after update on auth_tokens for each row
      when (old.revoked_at is distinct from new.revoked_at or old.expires_at is distinct from new.expires_at
        or old.user_id is distinct from new.user_id or old.tenant_id is distinct from new.tenant_id
        or old.token_hash is distinct from new.token_hash or new.last_activity_at < old.last_activity_at)
      execute function bb_auth_notify_user();
    create trigger auth_tokens_notify_delete after delete on auth_tokens for each row
      execute function bb_auth_notify_user();

    create trigger users_notify_update after update on users for each row
      when (old.status is distinct from new.status or old.is_superuser is distinct from new.is_superuser
        or old.password_hash is distinct from new.password_hash or old.username is distinct from new.username
        or old.name is distinct from new.name or old.tenant_id is distinct from new.tenant_id
        or old.id is distinct from new.id)
      execute function bb_auth_notify_users_row();
    create trigger users_notify_delete after delete on users for each row
      execute function bb_auth_notify_users_row();

    create trigger user_roles_notify after insert or update or delete on user_roles for each row
      execute function bb_auth_notify_user();
    create trigger role_abilities_notify after insert or update or delete on role_abilities for each row
      execute function bb_auth_notify_tenant();

    create trigger auth_tokens_notify_truncate after truncate on auth_tokens
      for each statement execute function bb_auth_notify_all();
    create trigger users_notify_truncate after truncate on users
      for each statement execute function bb_auth_notify_all();
    create trigger user_roles_notify_truncate after truncate on user_roles
      for each statement execute function bb_auth_notify_all();
    create trigger role_abilities_notify_truncate after truncate on role_abilities
      for each statement execute function bb_auth_notify_all();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger auth_tokens_notify_update on auth_tokens;
    drop trigger auth_tokens_notify_delete on auth_tokens;
    drop trigger users_notify_update on users;
    drop trigger users_notify_delete on users;
    drop trigger user_roles_notify on user_roles;
    drop trigger role_abilities_notify on role_abilities;
    drop trigger auth_tokens_notify_truncate on auth_tokens;
    drop trigger users_notify_truncate on users;
    drop trigger user_roles_notify_truncate on user_roles;
    drop trigger role_abilities_notify_truncate on role_abilities;
    drop function bb_auth_notify_user();
    drop function bb_auth_notify_users_row();
    drop function bb_auth_notify_tenant();
    drop function bb_auth_notify_all();
  `.execute(db);
}
