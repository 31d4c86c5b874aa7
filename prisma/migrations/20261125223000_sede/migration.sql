-- Each car is at one of the dealership's branches (contracts/site.ts branches: 1 Tarahales,
-- 2 El Tablero, 3 Tenerife). Cars already in stock are at Tarahales, the default branch.
ALTER TABLE "coches" ADD COLUMN "sede_id" SMALLINT NOT NULL DEFAULT 1;
ALTER TABLE "coches" ADD CONSTRAINT "coches_sede" CHECK ("sede_id" BETWEEN 1 AND 3);

-- The search groups the listing by branch too (sede filter and facet).
DROP INDEX IF EXISTS "coches_facetas_idx";
CREATE INDEX "coches_facetas_idx" ON "coches"("estado_id", "activo", "deleted_at", "marca_id", "modelo_id", "combustible_id", "cambio_id", "carroceria_id", "eco_id", "sede_id", "precio_efectivo", "kilometros", "year");
