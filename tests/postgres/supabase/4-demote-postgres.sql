-- The platform migrations that leave `postgres` as a hosted project has it: not a superuser,
-- a member of the API roles and of the auth and storage admins (so it can add policies to
-- storage.objects). Run as supabase_admin, as Supabase's migrate.sh runs them.
-- Source: github.com/supabase/postgres at commit 7db7e1a9e34b9ffb9b0e3372ccf08eb4fa772f4b:
-- migrations/db/migrations/10000000000000_demote-postgres.sql,
-- 20211115181400_update-auth-permissions.sql (postgres's part),
-- 20220609081115_grant-supabase-auth-admin-and-supabase-storage-admin-to-postgres.sql,
-- 20230201083204_grant_auth_roles_to_postgres.sql,
-- 20230529180330_alter_api_roles_for_inherit.sql (without pgsodium) and
-- 20240606060239_grant_predefined_roles_to_postgres.sql.

-- demote postgres user
GRANT ALL ON DATABASE postgres TO postgres;
GRANT ALL ON SCHEMA auth TO postgres;
GRANT ALL ON SCHEMA extensions TO postgres;
GRANT ALL ON SCHEMA storage TO postgres;
GRANT ALL ON ALL TABLES IN SCHEMA auth TO postgres;
GRANT ALL ON ALL TABLES IN SCHEMA storage TO postgres;
GRANT ALL ON ALL TABLES IN SCHEMA extensions TO postgres;
GRANT ALL ON ALL SEQUENCES IN SCHEMA auth TO postgres;
GRANT ALL ON ALL SEQUENCES IN SCHEMA storage TO postgres;
GRANT ALL ON ALL SEQUENCES IN SCHEMA extensions TO postgres;
GRANT ALL ON ALL ROUTINES IN SCHEMA auth TO postgres;
GRANT ALL ON ALL ROUTINES IN SCHEMA storage TO postgres;
GRANT ALL ON ALL ROUTINES IN SCHEMA extensions TO postgres;
ALTER ROLE postgres NOSUPERUSER CREATEDB CREATEROLE LOGIN REPLICATION BYPASSRLS;

GRANT USAGE ON SCHEMA auth TO postgres;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_auth_admin IN SCHEMA auth GRANT ALL ON TABLES TO postgres;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_auth_admin IN SCHEMA auth GRANT ALL ON SEQUENCES TO postgres;
ALTER DEFAULT PRIVILEGES FOR ROLE supabase_auth_admin IN SCHEMA auth GRANT ALL ON ROUTINES TO postgres;

grant supabase_auth_admin, supabase_storage_admin to postgres;

grant anon, authenticated, service_role to postgres;

ALTER ROLE authenticated inherit;
ALTER ROLE anon inherit;
ALTER ROLE service_role inherit;

grant pg_read_all_data, pg_signal_backend to postgres;
