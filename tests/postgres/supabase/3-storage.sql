-- The parts of Supabase's storage schema the migrations use: buckets, objects, their grants.
-- Source: github.com/supabase/postgres, migrations/db/init-scripts/00000000000002-storage-schema.sql
-- at commit 7db7e1a9e34b9ffb9b0e3372ccf08eb4fa772f4b (kept: the schema, buckets, objects, the
-- path functions, the supabase_storage_admin role), then the bucket columns and grants the
-- Storage server adds: github.com/supabase/storage, migrations/tenant/0007-add-rls-to-buckets.sql,
-- 0008-add-public-to-buckets.sql, 0013-add-bucket-custom-limits.sql, 0014-use-bytes-for-max-size.sql,
-- 0019-alter-default-value-objects-id.sql and 0046-buckets-objects-grants.sql at commit
-- 4fa61fba9371c4bd40cbb81509f07bcb3af21683 (0014's guard dropped: it always renames here).

CREATE SCHEMA IF NOT EXISTS storage AUTHORIZATION supabase_admin;

grant usage on schema storage to postgres, anon, authenticated, service_role;
alter default privileges in schema storage grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema storage grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to postgres, anon, authenticated, service_role;

CREATE TABLE "storage"."buckets" (
    "id" text not NULL,
    "name" text NOT NULL,
    "owner" uuid,
    "created_at" timestamptz DEFAULT now(),
    "updated_at" timestamptz DEFAULT now(),
    CONSTRAINT "buckets_owner_fkey" FOREIGN KEY ("owner") REFERENCES "auth"."users"("id"),
    PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "bname" ON "storage"."buckets" USING BTREE ("name");

CREATE TABLE "storage"."objects" (
    "id" uuid NOT NULL DEFAULT extensions.uuid_generate_v4(),
    "bucket_id" text,
    "name" text,
    "owner" uuid,
    "created_at" timestamptz DEFAULT now(),
    "updated_at" timestamptz DEFAULT now(),
    "last_accessed_at" timestamptz DEFAULT now(),
    "metadata" jsonb,
    CONSTRAINT "objects_bucketId_fkey" FOREIGN KEY ("bucket_id") REFERENCES "storage"."buckets"("id"),
    CONSTRAINT "objects_owner_fkey" FOREIGN KEY ("owner") REFERENCES "auth"."users"("id"),
    PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "bucketid_objname" ON "storage"."objects" USING BTREE ("bucket_id","name");
CREATE INDEX name_prefix_search ON storage.objects(name text_pattern_ops);

ALTER TABLE storage.objects ENABLE ROW LEVEL SECURITY;

CREATE FUNCTION storage.foldername(name text)
 RETURNS text[]
 LANGUAGE plpgsql
AS $function$
DECLARE
_parts text[];
BEGIN
    select string_to_array(name, '/') into _parts;
    return _parts[1:array_length(_parts,1)-1];
END
$function$;

CREATE FUNCTION storage.filename(name text)
 RETURNS text
 LANGUAGE plpgsql
AS $function$
DECLARE
_parts text[];
BEGIN
    select string_to_array(name, '/') into _parts;
    return _parts[array_length(_parts,1)];
END
$function$;

CREATE FUNCTION storage.extension(name text)
 RETURNS text
 LANGUAGE plpgsql
AS $function$
DECLARE
_parts text[];
_filename text;
BEGIN
    select string_to_array(name, '/') into _parts;
    select _parts[array_length(_parts,1)] into _filename;
    -- @todo return the last part instead of 2
    return split_part(_filename, '.', 2);
END
$function$;

CREATE USER supabase_storage_admin NOINHERIT CREATEROLE LOGIN NOREPLICATION;
GRANT ALL PRIVILEGES ON SCHEMA storage TO supabase_storage_admin;
GRANT ALL PRIVILEGES ON ALL TABLES IN SCHEMA storage TO supabase_storage_admin;
GRANT ALL PRIVILEGES ON ALL SEQUENCES IN SCHEMA storage TO supabase_storage_admin;
ALTER USER supabase_storage_admin SET search_path = "storage";
ALTER table "storage".objects owner to supabase_storage_admin;
ALTER table "storage".buckets owner to supabase_storage_admin;
ALTER function "storage".foldername(text) owner to supabase_storage_admin;
ALTER function "storage".filename(text) owner to supabase_storage_admin;
ALTER function "storage".extension(text) owner to supabase_storage_admin;

-- supabase/storage tenant migrations
ALTER TABLE storage.buckets ENABLE ROW LEVEL SECURITY;
ALTER TABLE storage.buckets ADD COLUMN if not exists "public" boolean default false;
alter table storage.buckets add column if not exists max_file_size_kb int default null;
alter table storage.buckets add column if not exists allowed_mime_types text[] default null;
ALTER TABLE storage.buckets RENAME COLUMN max_file_size_kb TO file_size_limit;
ALTER TABLE storage.buckets ALTER COLUMN file_size_limit TYPE bigint;
ALTER TABLE storage.objects ALTER COLUMN id SET DEFAULT gen_random_uuid();

do $$
declare
  super_user text = coalesce(current_setting('storage.super_user', true), 'postgres');
begin
  execute 'grant all on storage.buckets, storage.objects to ' || super_user || ' with grant option';
end $$;

do $$
declare
  anon_role text = coalesce(current_setting('storage.anon_role', true), 'anon');
  authenticated_role text = coalesce(current_setting('storage.authenticated_role', true), 'authenticated');
  service_role text = coalesce(current_setting('storage.service_role', true), 'service_role');
begin
  execute 'grant all on storage.buckets, storage.objects to ' || service_role || ', ' || authenticated_role || ', ' || anon_role;
end $$;
