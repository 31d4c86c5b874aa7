-- A car's history in the open: the inspection (a template of points in sections, each car's
-- results), the odometer readings, the DGT report, and the imperfections marked on its photos,
-- with their close-up photos.

-- CreateTable
CREATE TABLE "inspeccion_puntos" (
    "id" SERIAL NOT NULL,
    "seccion" VARCHAR(12) NOT NULL,
    "nombre" VARCHAR(120) NOT NULL,
    "clave" VARCHAR(40),
    "medida" VARCHAR(2),
    "orden" SMALLINT NOT NULL DEFAULT 0,
    "activo" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "inspeccion_puntos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inspecciones" (
    "id" SERIAL NOT NULL,
    "coche_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "inspector" VARCHAR(120) NOT NULL,
    "fecha" DATE NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inspecciones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inspeccion_resultados" (
    "inspeccion_id" INTEGER NOT NULL,
    "punto_id" INTEGER NOT NULL,
    "estado" VARCHAR(9) NOT NULL,
    "valor" DECIMAL(4,1),
    "nota" VARCHAR(300),
    "detalle_id" INTEGER,

    CONSTRAINT "inspeccion_resultados_pkey" PRIMARY KEY ("inspeccion_id","punto_id")
);

-- CreateTable
CREATE TABLE "coche_detalles" (
    "id" SERIAL NOT NULL,
    "coche_id" INTEGER NOT NULL,
    "clave" VARCHAR(32) NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "error" VARCHAR(300),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "coche_detalles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lecturas_km" (
    "id" SERIAL NOT NULL,
    "coche_id" INTEGER NOT NULL,
    "fecha" DATE NOT NULL,
    "km" INTEGER NOT NULL,
    "fuente" VARCHAR(7) NOT NULL,
    "explicacion" VARCHAR(500),
    "user_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lecturas_km_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "informes_dgt" (
    "coche_id" INTEGER NOT NULL,
    "clave" VARCHAR(32) NOT NULL,
    "bytes" INTEGER NOT NULL,
    "publico" BOOLEAN NOT NULL DEFAULT false,
    "subido_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "informes_dgt_pkey" PRIMARY KEY ("coche_id")
);

-- CreateTable
CREATE TABLE "imperfecciones" (
    "id" SERIAL NOT NULL,
    "foto_id" INTEGER NOT NULL,
    "x" DECIMAL(5,4) NOT NULL,
    "y" DECIMAL(5,4) NOT NULL,
    "nota" VARCHAR(140) NOT NULL,
    "detalle_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "imperfecciones_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "inspeccion_puntos_clave_key" ON "inspeccion_puntos"("clave");

-- CreateIndex
CREATE INDEX "inspeccion_puntos_seccion_orden_idx" ON "inspeccion_puntos"("seccion", "orden");

-- CreateIndex
CREATE UNIQUE INDEX "inspecciones_coche_id_key" ON "inspecciones"("coche_id");

-- CreateIndex
CREATE UNIQUE INDEX "inspeccion_resultados_detalle_id_key" ON "inspeccion_resultados"("detalle_id");

-- CreateIndex
CREATE INDEX "inspeccion_resultados_punto_id_idx" ON "inspeccion_resultados"("punto_id");

-- CreateIndex
CREATE INDEX "coche_detalles_coche_id_idx" ON "coche_detalles"("coche_id");

-- CreateIndex
CREATE INDEX "lecturas_km_coche_id_fecha_idx" ON "lecturas_km"("coche_id", "fecha");

-- CreateIndex
CREATE UNIQUE INDEX "imperfecciones_detalle_id_key" ON "imperfecciones"("detalle_id");

-- CreateIndex
CREATE INDEX "imperfecciones_foto_id_idx" ON "imperfecciones"("foto_id");

-- AddForeignKey
ALTER TABLE "inspecciones" ADD CONSTRAINT "inspecciones_coche_id_fkey" FOREIGN KEY ("coche_id") REFERENCES "coches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inspecciones" ADD CONSTRAINT "inspecciones_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inspeccion_resultados" ADD CONSTRAINT "inspeccion_resultados_inspeccion_id_fkey" FOREIGN KEY ("inspeccion_id") REFERENCES "inspecciones"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inspeccion_resultados" ADD CONSTRAINT "inspeccion_resultados_punto_id_fkey" FOREIGN KEY ("punto_id") REFERENCES "inspeccion_puntos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inspeccion_resultados" ADD CONSTRAINT "inspeccion_resultados_detalle_id_fkey" FOREIGN KEY ("detalle_id") REFERENCES "coche_detalles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coche_detalles" ADD CONSTRAINT "coche_detalles_coche_id_fkey" FOREIGN KEY ("coche_id") REFERENCES "coches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lecturas_km" ADD CONSTRAINT "lecturas_km_coche_id_fkey" FOREIGN KEY ("coche_id") REFERENCES "coches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lecturas_km" ADD CONSTRAINT "lecturas_km_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "informes_dgt" ADD CONSTRAINT "informes_dgt_coche_id_fkey" FOREIGN KEY ("coche_id") REFERENCES "coches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "imperfecciones" ADD CONSTRAINT "imperfecciones_foto_id_fkey" FOREIGN KEY ("foto_id") REFERENCES "fotos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "imperfecciones" ADD CONSTRAINT "imperfecciones_detalle_id_fkey" FOREIGN KEY ("detalle_id") REFERENCES "coche_detalles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- What Prisma cannot say.
ALTER TABLE "inspeccion_puntos" ADD CONSTRAINT "inspeccion_puntos_seccion_check"
  CHECK ("seccion" IN ('carroceria', 'interior', 'motor', 'electronica', 'neumaticos', 'frenos', 'documentos'));
ALTER TABLE "inspeccion_puntos" ADD CONSTRAINT "inspeccion_puntos_medida_check" CHECK ("medida" IN ('mm', '%'));
ALTER TABLE "inspeccion_puntos" ADD CONSTRAINT "inspeccion_puntos_nombre_check" CHECK (btrim("nombre") <> '');
ALTER TABLE "inspeccion_resultados" ADD CONSTRAINT "inspeccion_resultados_estado_check" CHECK ("estado" IN ('ok', 'atencion', 'reparado'));
ALTER TABLE "inspeccion_resultados" ADD CONSTRAINT "inspeccion_resultados_valor_check" CHECK ("valor" BETWEEN 0 AND 100);
ALTER TABLE "coche_detalles" ADD CONSTRAINT "coche_detalles_clave_check" CHECK ("clave" ~ '^[0-9a-f]{16,32}$');
ALTER TABLE "lecturas_km" ADD CONSTRAINT "lecturas_km_fuente_check" CHECK ("fuente" IN ('itv', 'taller', 'dgt', 'entrada'));
ALTER TABLE "lecturas_km" ADD CONSTRAINT "lecturas_km_km_check" CHECK ("km" BETWEEN 0 AND 2000000);
ALTER TABLE "lecturas_km" ADD CONSTRAINT "lecturas_km_explicacion_check" CHECK (btrim("explicacion") <> '');
ALTER TABLE "informes_dgt" ADD CONSTRAINT "informes_dgt_clave_check" CHECK ("clave" ~ '^[0-9a-f]{16,32}$');
ALTER TABLE "informes_dgt" ADD CONSTRAINT "informes_dgt_bytes_check" CHECK ("bytes" > 0);
ALTER TABLE "imperfecciones" ADD CONSTRAINT "imperfecciones_posicion_check" CHECK ("x" BETWEEN 0 AND 1 AND "y" BETWEEN 0 AND 1);
ALTER TABLE "imperfecciones" ADD CONSTRAINT "imperfecciones_nota_check" CHECK (btrim("nota") <> '');

-- A reading below an earlier one (by day, then by entry) with no explanation keeps the car off the
-- site: a car cannot be made public with one, and a public car cannot be given one. The app says
-- so first, in words; these triggers are the rule for every path (the forms, the list, the import).
CREATE FUNCTION "coche_km_sin_explicar"(coche INTEGER) RETURNS BOOLEAN LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM (
      SELECT "km", "explicacion",
             max("km") OVER (ORDER BY "fecha", "id" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS "antes"
      FROM "lecturas_km" WHERE "coche_id" = coche
    ) AS lecturas
    WHERE "km" < "antes" AND "explicacion" IS NULL
  )
$$;

CREATE FUNCTION "coches_km_explicados"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'coches' THEN
    IF NEW."activo" AND NEW."deleted_at" IS NULL AND "coche_km_sin_explicar"(NEW."id") THEN
      RAISE EXCEPTION 'El coche % tiene una lectura de kilómetros menor que otra anterior sin explicar', NEW."id"
        USING ERRCODE = 'check_violation', CONSTRAINT = 'coches_km_explicados';
    END IF;
    RETURN NEW;
  END IF;
  IF EXISTS (SELECT 1 FROM "coches" c WHERE c."id" = NEW."coche_id" AND c."activo" AND c."deleted_at" IS NULL)
     AND "coche_km_sin_explicar"(NEW."coche_id") THEN
    RAISE EXCEPTION 'El coche % tiene una lectura de kilómetros menor que otra anterior sin explicar', NEW."coche_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'coches_km_explicados';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER "coches_km_explicados" BEFORE INSERT OR UPDATE OF "activo", "deleted_at" ON "coches"
  FOR EACH ROW WHEN (NEW."activo" AND NEW."deleted_at" IS NULL) EXECUTE FUNCTION "coches_km_explicados"();
CREATE TRIGGER "lecturas_km_explicadas" AFTER INSERT OR UPDATE ON "lecturas_km"
  FOR EACH ROW EXECUTE FUNCTION "coches_km_explicados"();

-- All of it is on the car page (and the checklist, the report and the close-ups come from it):
-- a change starts a new catalogue version, as a car's photos do (see *_catalogo_version_al_confirmar).
DO $$
DECLARE
  tabla TEXT;
BEGIN
  FOREACH tabla IN ARRAY ARRAY['inspeccion_puntos', 'inspecciones', 'inspeccion_resultados', 'coche_detalles', 'lecturas_km', 'informes_dgt', 'imperfecciones'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogo_version_siguiente"()', tabla || '_catalogo_version', tabla);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_version_siguiente"()', tabla || '_catalogo_version_truncate', tabla);
  END LOOP;
END
$$;
