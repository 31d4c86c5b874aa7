-- CreateTable
CREATE TABLE "importaciones" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER,
    "estado" VARCHAR(12) NOT NULL DEFAULT 'pendiente',
    "dry_run" BOOLEAN NOT NULL,
    "csv_nombre" VARCHAR(255) NOT NULL,
    "zip_nombre" VARCHAR(255),
    "filas" INTEGER NOT NULL DEFAULT 0,
    "filas_total" INTEGER,
    "creados" INTEGER NOT NULL DEFAULT 0,
    "actualizados" INTEGER NOT NULL DEFAULT 0,
    "fotos" INTEGER NOT NULL DEFAULT 0,
    "num_errores" INTEGER NOT NULL DEFAULT 0,
    "intentos" SMALLINT NOT NULL DEFAULT 0,
    "mensaje" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "heartbeat_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "importaciones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "importacion_errores" (
    "id" SERIAL NOT NULL,
    "importacion_id" INTEGER NOT NULL,
    "linea" INTEGER NOT NULL,
    "columna" VARCHAR(40) NOT NULL,
    "mensaje" TEXT NOT NULL,

    CONSTRAINT "importacion_errores_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "importaciones_estado_id_idx" ON "importaciones"("estado", "id");

-- CreateIndex
CREATE INDEX "importaciones_created_at_idx" ON "importaciones"("created_at");

-- CreateIndex
CREATE INDEX "importacion_errores_importacion_id_id_idx" ON "importacion_errores"("importacion_id", "id");

-- AddForeignKey
ALTER TABLE "importaciones" ADD CONSTRAINT "importaciones_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "importacion_errores" ADD CONSTRAINT "importacion_errores_importacion_id_fkey" FOREIGN KEY ("importacion_id") REFERENCES "importaciones"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: the states an import goes through (schema.prisma, model Importacion).
ALTER TABLE "importaciones" ADD CONSTRAINT "importaciones_estado_check"
  CHECK ("estado" IN ('pendiente', 'comprobando', 'importando', 'hecha', 'con_errores', 'fallida'));
