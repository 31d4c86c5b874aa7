-- Hand-written: the search's facets show brand and model names, so renaming, adding or deleting
-- a brand or a model is a new catalogue version too (the cached facets would otherwise keep the
-- old names). Same deferred, once-per-transaction triggers as on coches.

CREATE CONSTRAINT TRIGGER "marcas_catalogo_version"
  AFTER INSERT OR DELETE OR UPDATE OF "nombre" ON "marcas"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "catalogo_version_siguiente"();

CREATE CONSTRAINT TRIGGER "modelos_catalogo_version"
  AFTER INSERT OR DELETE OR UPDATE OF "nombre", "marca_id" ON "modelos"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "catalogo_version_siguiente"();

CREATE TRIGGER "marcas_catalogo_version_truncate"
  AFTER TRUNCATE ON "marcas"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_version_siguiente"();

CREATE TRIGGER "modelos_catalogo_version_truncate"
  AFTER TRUNCATE ON "modelos"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_version_siguiente"();
