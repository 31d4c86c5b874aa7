-- A random part in each enquiry photo's file name: even a store or CDN misconfigured to serve
-- privado/ could not be walked by id.
ALTER TABLE "lead_fotos" ADD COLUMN "clave" VARCHAR(32) NOT NULL DEFAULT md5(random()::text);
ALTER TABLE "lead_fotos" ALTER COLUMN "clave" DROP DEFAULT;

-- A reservation's deposit is at least 1 €: the terms print how to pay it.
ALTER TABLE "empresa" DROP CONSTRAINT "empresa_reserva_senal_check";
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_reserva_senal_check" CHECK ("reserva_senal" BETWEEN 1 AND 100000);
