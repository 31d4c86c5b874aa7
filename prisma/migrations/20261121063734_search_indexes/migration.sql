-- DropIndex
DROP INDEX "coches_kilometros_idx";

-- DropIndex
DROP INDEX "coches_precio_idx";

-- DropIndex
DROP INDEX "coches_year_idx";

-- CreateIndex
CREATE INDEX "coches_facetas_idx" ON "coches"("estado_id", "activo", "deleted_at", "marca_id", "modelo_id", "combustible_id", "cambio_id", "carroceria_id", "precio_efectivo", "kilometros", "year");

-- CreateIndex
CREATE INDEX "coches_created_at_id_idx" ON "coches"("created_at", "id");

-- CreateIndex
CREATE INDEX "coches_precio_efectivo_id_idx" ON "coches"("precio_efectivo", "id");

-- CreateIndex
CREATE INDEX "coches_kilometros_id_idx" ON "coches"("kilometros", "id");

-- CreateIndex
CREATE INDEX "coches_year_id_idx" ON "coches"("year", "id");
