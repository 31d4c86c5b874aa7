-- Readings of one car are checked one at a time: each takes its car's row in NO KEY UPDATE mode
-- (share locks did not block each other, so two readings added at once could each pass unseen by
-- the other and leave a public car with an unexplained drop). A car being made public waits too.
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
  SELECT c."activo" AND c."deleted_at" IS NULL INTO publico FROM "coches" c WHERE c."id" = coche FOR NO KEY UPDATE;
  IF publico AND "coche_km_sin_explicar"(coche) THEN
    RAISE EXCEPTION 'coches_km_explicados: el coche % tiene una lectura de kilómetros menor que otra anterior sin explicar', coche
      USING ERRCODE = 'check_violation', CONSTRAINT = 'coches_km_explicados';
  END IF;
  RETURN NULL;
END
$$;
