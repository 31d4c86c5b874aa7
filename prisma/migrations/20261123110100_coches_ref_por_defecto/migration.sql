-- Hand-written: every car gets a ref, so the staff list's CSV export can be imported back onto
-- the same cars. A car created without one (the staff form) takes 'GT-{id}'; the cars that
-- existed before get theirs now.
CREATE FUNCTION "coches_ref_por_defecto"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."ref" IS NULL THEN
    NEW."ref" := 'GT-' || NEW."id";
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "coches_ref_por_defecto" BEFORE INSERT ON "coches"
  FOR EACH ROW EXECUTE FUNCTION "coches_ref_por_defecto"();

UPDATE "coches" SET "ref" = 'GT-' || "id" WHERE "ref" IS NULL;
