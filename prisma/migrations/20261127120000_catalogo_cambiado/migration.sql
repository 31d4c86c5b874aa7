-- When the catalogue version last moved: the portal feed's Last-Modified, which must move with
-- everything its ETag (the version) moves with: cars (their raw-SQL reservation holds too),
-- photos becoming ready, deleted or reordered, brands, models, lookups and the finance terms.
ALTER TABLE "catalogo_version" ADD COLUMN "cambiado_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now();

CREATE OR REPLACE FUNCTION "catalogo_version_siguiente"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current_xact BIGINT := pg_current_xact_id()::text::bigint;
BEGIN
  UPDATE "catalogo_version" SET "version" = current_xact, "cambiado_at" = clock_timestamp() WHERE "id" = 1 AND "version" <> current_xact;
  IF NOT FOUND THEN
    INSERT INTO "catalogo_version" ("id", "version", "cambiado_at") VALUES (1, current_xact, clock_timestamp()) ON CONFLICT ("id") DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
