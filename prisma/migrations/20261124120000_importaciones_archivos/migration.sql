-- AlterTable: a clean dry run keeps its files until archivos_hasta, so staff can import them
-- without uploading them again; the import made from them names the check (once only).
ALTER TABLE "importaciones" ADD COLUMN "archivos_hasta" TIMESTAMPTZ(3),
ADD COLUMN "comprobacion_id" INTEGER;

-- CreateIndex
CREATE INDEX "importaciones_archivos_hasta_idx" ON "importaciones"("archivos_hasta");

-- CreateIndex
CREATE UNIQUE INDEX "importaciones_comprobacion_id_key" ON "importaciones"("comprobacion_id");

-- AddForeignKey
ALTER TABLE "importaciones" ADD CONSTRAINT "importaciones_comprobacion_id_fkey" FOREIGN KEY ("comprobacion_id") REFERENCES "importaciones"("id") ON DELETE SET NULL ON UPDATE CASCADE;
