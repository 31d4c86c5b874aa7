-- Hand-written: catalogo_version now moves with everything the public pages show, not only what
-- the search counts, because the anonymous page cache (server/http/middleware/page-cache.ts) is
-- keyed by it: any column of a car but its visit and contact counters, its photos and videos,
-- its price history, the home banners and the company's details. Same deferred,
-- once-per-transaction triggers as before (see *_catalogo_version_al_confirmar).

DROP TRIGGER "coches_catalogo_version_update" ON "coches";

-- The counters (numbook, num_contactos) change on visits and enquiries without a new version;
-- updated_at only ever changes along with another column.
CREATE CONSTRAINT TRIGGER "coches_catalogo_version_update"
  AFTER UPDATE ON "coches"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'numbook' - 'num_contactos' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'numbook' - 'num_contactos' - 'updated_at'))
  EXECUTE FUNCTION "catalogo_version_siguiente"();

CREATE CONSTRAINT TRIGGER "fotos_catalogo_version" AFTER INSERT OR UPDATE OR DELETE ON "fotos"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogo_version_siguiente"();
CREATE CONSTRAINT TRIGGER "videos_catalogo_version" AFTER INSERT OR UPDATE OR DELETE ON "videos"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogo_version_siguiente"();
CREATE CONSTRAINT TRIGGER "precio_historial_catalogo_version" AFTER INSERT OR UPDATE OR DELETE ON "precio_historial"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogo_version_siguiente"();
CREATE CONSTRAINT TRIGGER "banners_catalogo_version" AFTER INSERT OR UPDATE OR DELETE ON "banners"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogo_version_siguiente"();
CREATE CONSTRAINT TRIGGER "empresa_catalogo_version" AFTER INSERT OR UPDATE OR DELETE ON "empresa"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogo_version_siguiente"();

CREATE TRIGGER "fotos_catalogo_version_truncate" AFTER TRUNCATE ON "fotos"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_version_siguiente"();
CREATE TRIGGER "videos_catalogo_version_truncate" AFTER TRUNCATE ON "videos"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_version_siguiente"();
CREATE TRIGGER "precio_historial_catalogo_version_truncate" AFTER TRUNCATE ON "precio_historial"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_version_siguiente"();
CREATE TRIGGER "banners_catalogo_version_truncate" AFTER TRUNCATE ON "banners"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_version_siguiente"();
CREATE TRIGGER "empresa_catalogo_version_truncate" AFTER TRUNCATE ON "empresa"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_version_siguiente"();
