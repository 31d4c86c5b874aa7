-- A branch's opening hours are on every public page (the footer, the car page, 'Contacto'), so
-- changing them starts a new catalogue version, as the company's details do: no cached page keeps
-- the old hours. Same deferred, once-per-transaction trigger (see *_catalogo_version_al_confirmar).
CREATE CONSTRAINT TRIGGER "sede_horarios_catalogo_version" AFTER INSERT OR UPDATE OR DELETE ON "sede_horarios"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogo_version_siguiente"();
CREATE TRIGGER "sede_horarios_catalogo_version_truncate" AFTER TRUNCATE ON "sede_horarios"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_version_siguiente"();
