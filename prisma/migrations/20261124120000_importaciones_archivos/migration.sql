-- AlterTable: a clean dry run keeps its files until this time, so staff can import them without uploading them again.
ALTER TABLE "importaciones" ADD COLUMN "archivos_hasta" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "importaciones_archivos_hasta_idx" ON "importaciones"("archivos_hasta");
