-- What a car's price includes and what is extra ('Datos de la empresa', issue 38): the tax
-- regime the prices are stated under, the services the price includes (one per line), home
-- delivery from X euros (the spec's 350 by default), the optional extended warranty from X
-- euros, the legal guarantee in months (3 years, or 1 year agreed in writing for a used car,
-- TRLGDCU art. 120) and how many days a written quote holds.
ALTER TABLE "empresa" ADD COLUMN "regimen_igic" VARCHAR(10) NOT NULL DEFAULT 'general';
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_regimen_igic_check" CHECK ("regimen_igic" IN ('general', 'rebu'));
ALTER TABLE "empresa" ADD COLUMN "precio_incluye" VARCHAR(800);
ALTER TABLE "empresa" ADD COLUMN "envio_desde" INTEGER NOT NULL DEFAULT 350;
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_envio_desde_check" CHECK ("envio_desde" BETWEEN 0 AND 10000);
ALTER TABLE "empresa" ADD COLUMN "garantia_ampliada_desde" INTEGER;
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_garantia_ampliada_desde_check" CHECK ("garantia_ampliada_desde" BETWEEN 1 AND 20000);
ALTER TABLE "empresa" ADD COLUMN "garantia_legal_meses" SMALLINT NOT NULL DEFAULT 36;
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_garantia_legal_meses_check" CHECK ("garantia_legal_meses" IN (12, 36));
ALTER TABLE "empresa" ADD COLUMN "presupuesto_dias" SMALLINT NOT NULL DEFAULT 7;
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_presupuesto_dias_check" CHECK ("presupuesto_dias" BETWEEN 1 AND 30);
