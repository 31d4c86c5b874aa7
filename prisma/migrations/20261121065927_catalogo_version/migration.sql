-- CreateTable
CREATE TABLE "catalogo_version" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL,

    CONSTRAINT "catalogo_version_pkey" PRIMARY KEY ("id")
);

-- Hand-written: one row, kept current by statement triggers on coches. The version is the id
-- of the writing transaction (never reused, not reset by TRUNCATE), so a value the search
-- has cached facet counts under never comes back with other data.
ALTER TABLE "catalogo_version" ADD CONSTRAINT "catalogo_version_una_fila" CHECK ("id" = 1);

INSERT INTO "catalogo_version" ("id", "version") VALUES (1, pg_current_xact_id()::text::bigint);

CREATE FUNCTION "catalogo_version_siguiente"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalogo_version" ("id", "version") VALUES (1, pg_current_xact_id()::text::bigint)
  ON CONFLICT ("id") DO UPDATE SET "version" = EXCLUDED."version";
  RETURN NULL;
END
$$;

CREATE TRIGGER "coches_catalogo_version"
  AFTER INSERT OR DELETE OR TRUNCATE ON "coches"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_version_siguiente"();

-- Only the columns the search reads: the visit and contact counters change without a new version.
CREATE TRIGGER "coches_catalogo_version_update"
  AFTER UPDATE OF "estado_id", "activo", "deleted_at", "marca_id", "modelo_id", "combustible_id",
    "cambio_id", "carroceria_id", "precio", "precio_oferta", "kilometros", "year" ON "coches"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_version_siguiente"();
