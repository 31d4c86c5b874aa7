-- CreateTable
CREATE TABLE "financiacion" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "tin" DECIMAL(5,2) NOT NULL DEFAULT 8.99,
    "comision_apertura" DECIMAL(5,2) NOT NULL DEFAULT 3,
    "comision_minima" DECIMAL(10,2) NOT NULL DEFAULT 150,
    "plazo_minimo" SMALLINT NOT NULL DEFAULT 12,
    "plazo_maximo" SMALLINT NOT NULL DEFAULT 96,
    "plazo_defecto" SMALLINT NOT NULL DEFAULT 72,
    "entrada_defecto" DECIMAL(5,2) NOT NULL DEFAULT 20,
    "importe_minimo" INTEGER NOT NULL DEFAULT 3000,
    "entidad" VARCHAR(120) NOT NULL DEFAULT 'Entidad financiera colaboradora',
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "financiacion_pkey" PRIMARY KEY ("id")
);

-- Hand-written: the dealership's finance terms, one row present from the start with sensible
-- defaults (staff set the real ones on 'Financiación'), kept within the bounds the form checks.
ALTER TABLE "financiacion" ADD CONSTRAINT "financiacion_una_fila" CHECK ("id" = 1);
ALTER TABLE "financiacion" ADD CONSTRAINT "financiacion_plazos" CHECK ("plazo_minimo" BETWEEN 12 AND 96 AND "plazo_maximo" BETWEEN "plazo_minimo" AND 96 AND "plazo_defecto" BETWEEN "plazo_minimo" AND "plazo_maximo");
INSERT INTO "financiacion" ("id") VALUES (1) ON CONFLICT DO NOTHING;

-- Cards and car pages show payments from these terms, so a change starts a new catalogue
-- version, as the company's details do (migration *_catalogo_version_paginas).
CREATE CONSTRAINT TRIGGER "financiacion_catalogo_version" AFTER INSERT OR UPDATE OR DELETE ON "financiacion"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogo_version_siguiente"();
CREATE TRIGGER "financiacion_catalogo_version_truncate" AFTER TRUNCATE ON "financiacion"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_version_siguiente"();
