-- The search groups the listing by DGT label too (etiqueta filter and facet): the facet index
-- carries eco_id so that reading the listing's groups stays one index-only scan.
DROP INDEX IF EXISTS "coches_facetas_idx";
CREATE INDEX "coches_facetas_idx" ON "coches"("estado_id", "activo", "deleted_at", "marca_id", "modelo_id", "combustible_id", "cambio_id", "carroceria_id", "eco_id", "precio_efectivo", "kilometros", "year");
