-- Hand-written: the stock version is now bumped when the writing transaction commits, not at
-- each statement. A statement trigger row-locked catalogo_version until commit, so two
-- transactions writing cars in different orders could deadlock on it. Deferred constraint
-- triggers take that lock last, at commit, once per transaction (the guard skips the rows after
-- the first), so it can only make a committing transaction wait briefly, never deadlock.
-- TRUNCATE cannot have a constraint trigger and keeps its statement trigger.

DROP TRIGGER "coches_catalogo_version" ON "coches";
DROP TRIGGER "coches_catalogo_version_update" ON "coches";

CREATE OR REPLACE FUNCTION "catalogo_version_siguiente"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current_xact BIGINT := pg_current_xact_id()::text::bigint;
BEGIN
  UPDATE "catalogo_version" SET "version" = current_xact WHERE "id" = 1 AND "version" <> current_xact;
  IF NOT FOUND THEN
    INSERT INTO "catalogo_version" ("id", "version") VALUES (1, current_xact) ON CONFLICT ("id") DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER "coches_catalogo_version"
  AFTER INSERT OR DELETE ON "coches"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "catalogo_version_siguiente"();

-- Only the columns the search reads: the visit and contact counters change without a new version.
CREATE CONSTRAINT TRIGGER "coches_catalogo_version_update"
  AFTER UPDATE OF "estado_id", "activo", "deleted_at", "marca_id", "modelo_id", "combustible_id",
    "cambio_id", "carroceria_id", "precio", "precio_oferta", "kilometros", "year" ON "coches"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "catalogo_version_siguiente"();

CREATE TRIGGER "coches_catalogo_version_truncate"
  AFTER TRUNCATE ON "coches"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_version_siguiente"();
