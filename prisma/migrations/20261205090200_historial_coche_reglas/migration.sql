-- Two points of one section never share a name (case and surrounding spaces aside), even when
-- two members of staff add them at once.
CREATE UNIQUE INDEX "inspeccion_puntos_seccion_nombre_key" ON "inspeccion_puntos" ("seccion", lower(btrim("nombre")));

-- An explained reading is the new baseline: the readings after it are compared with it and with
-- those since, not with the higher ones before (a replaced instrument cluster starts again low).
CREATE OR REPLACE FUNCTION "coche_km_sin_explicar"(coche INTEGER) RETURNS BOOLEAN LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM (
      SELECT "km", "explicacion",
             max("km") OVER (PARTITION BY "tramo" ORDER BY "fecha", "id" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS "antes"
      FROM (
        SELECT "id", "fecha", "km", "explicacion",
               count("explicacion") OVER (ORDER BY "fecha", "id" ROWS UNBOUNDED PRECEDING) AS "tramo"
        FROM "lecturas_km" WHERE "coche_id" = coche
      ) AS tramos
    ) AS lecturas
    WHERE "km" < "antes" AND "explicacion" IS NULL
  )
$$;

-- A reading takes a share lock on its car first: a car made public at the same moment waits for
-- it, and then sees it (each statement of the trigger reads afresh).
CREATE OR REPLACE FUNCTION "coches_km_explicados"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  publico BOOLEAN;
BEGIN
  IF TG_TABLE_NAME = 'coches' THEN
    IF NEW."activo" AND NEW."deleted_at" IS NULL AND "coche_km_sin_explicar"(NEW."id") THEN
      RAISE EXCEPTION 'El coche % tiene una lectura de kilómetros menor que otra anterior sin explicar', NEW."id"
        USING ERRCODE = 'check_violation', CONSTRAINT = 'coches_km_explicados';
    END IF;
    RETURN NEW;
  END IF;
  SELECT c."activo" AND c."deleted_at" IS NULL INTO publico FROM "coches" c WHERE c."id" = NEW."coche_id" FOR SHARE;
  IF publico AND "coche_km_sin_explicar"(NEW."coche_id") THEN
    RAISE EXCEPTION 'El coche % tiene una lectura de kilómetros menor que otra anterior sin explicar', NEW."coche_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'coches_km_explicados';
  END IF;
  RETURN NEW;
END
$$;
