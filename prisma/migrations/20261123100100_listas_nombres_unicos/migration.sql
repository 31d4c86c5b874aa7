-- Hand-written: the lookup lists get staff screens, so their names are unique whatever their
-- case (as brands and models), and renaming, adding or deleting a row starts a new catalogue
-- version, so the search's cached facets never show an old name.

CREATE UNIQUE INDEX "carrocerias_nombre_lower_key" ON "carrocerias" (lower("nombre"));
CREATE UNIQUE INDEX "garantias_nombre_lower_key" ON "garantias" (lower("nombre"));
CREATE UNIQUE INDEX "combustibles_nombre_lower_key" ON "combustibles" (lower("nombre"));
CREATE UNIQUE INDEX "cambios_nombre_lower_key" ON "cambios" (lower("nombre"));

CREATE CONSTRAINT TRIGGER "carrocerias_catalogo_version" AFTER INSERT OR DELETE OR UPDATE OF "nombre" ON "carrocerias"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogo_version_siguiente"();
CREATE CONSTRAINT TRIGGER "garantias_catalogo_version" AFTER INSERT OR DELETE OR UPDATE OF "nombre" ON "garantias"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogo_version_siguiente"();
CREATE CONSTRAINT TRIGGER "combustibles_catalogo_version" AFTER INSERT OR DELETE OR UPDATE OF "nombre" ON "combustibles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogo_version_siguiente"();
CREATE CONSTRAINT TRIGGER "cambios_catalogo_version" AFTER INSERT OR DELETE OR UPDATE OF "nombre" ON "cambios"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogo_version_siguiente"();
