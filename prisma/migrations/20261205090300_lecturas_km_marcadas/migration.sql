-- The readings the odometer rule flags, by id: one below an earlier reading of its stretch with no
-- explanation (an explained reading starts a new stretch). Staff see them marked, the stock list
-- filters on them, and the rule below refuses them on a public car: one definition for all three.
CREATE FUNCTION "lecturas_km_sin_explicar"(coche INTEGER) RETURNS SETOF INTEGER LANGUAGE sql STABLE AS $$
  SELECT "id" FROM (
    SELECT "id", "km", "explicacion",
           max("km") OVER (PARTITION BY "tramo" ORDER BY "fecha", "id" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS "antes"
    FROM (
      SELECT "id", "fecha", "km", "explicacion",
             count("explicacion") OVER (ORDER BY "fecha", "id" ROWS UNBOUNDED PRECEDING) AS "tramo"
      FROM "lecturas_km" WHERE "coche_id" = coche
    ) AS tramos
  ) AS lecturas
  WHERE "km" < "antes" AND "explicacion" IS NULL
$$;

CREATE OR REPLACE FUNCTION "coche_km_sin_explicar"(coche INTEGER) RETURNS BOOLEAN LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "lecturas_km_sin_explicar"(coche))
$$;

-- A deleted reading is checked too: deleting the explained reading a stretch began with can leave
-- a later one below the readings before it. The message starts with the rule's name: the driver
-- does not pass a raised error's CONSTRAINT on, and the app tells this refusal by it.
CREATE OR REPLACE FUNCTION "coches_km_explicados"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  publico BOOLEAN;
  coche INTEGER;
BEGIN
  IF TG_TABLE_NAME = 'coches' THEN
    IF NEW."activo" AND NEW."deleted_at" IS NULL AND "coche_km_sin_explicar"(NEW."id") THEN
      RAISE EXCEPTION 'coches_km_explicados: el coche % tiene una lectura de kilómetros menor que otra anterior sin explicar', NEW."id"
        USING ERRCODE = 'check_violation', CONSTRAINT = 'coches_km_explicados';
    END IF;
    RETURN NEW;
  END IF;
  coche := CASE WHEN TG_OP = 'DELETE' THEN OLD."coche_id" ELSE NEW."coche_id" END;
  SELECT c."activo" AND c."deleted_at" IS NULL INTO publico FROM "coches" c WHERE c."id" = coche FOR SHARE;
  IF publico AND "coche_km_sin_explicar"(coche) THEN
    RAISE EXCEPTION 'coches_km_explicados: el coche % tiene una lectura de kilómetros menor que otra anterior sin explicar', coche
      USING ERRCODE = 'check_violation', CONSTRAINT = 'coches_km_explicados';
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER "lecturas_km_explicadas" ON "lecturas_km";
CREATE TRIGGER "lecturas_km_explicadas" AFTER INSERT OR UPDATE OR DELETE ON "lecturas_km"
  FOR EACH ROW EXECUTE FUNCTION "coches_km_explicados"();
