-- Withdrawal from an online reservation (issue 38, TRLGDCU arts. 102-107): each reservation has
-- the token of its mail's 'Desistir' link (32 random bytes, base64url, as the alerts' tokens),
-- when its mail went out, when the buyer withdrew and when the acknowledgement went out.
ALTER TABLE "reservas" ADD COLUMN "token" VARCHAR(43);
UPDATE "reservas" SET "token" = rtrim(translate(encode(sha256(convert_to(gen_random_uuid()::text || clock_timestamp()::text || "id"::text, 'UTF8')), 'base64'), '+/', '-_'), '=');
ALTER TABLE "reservas" ALTER COLUMN "token" SET NOT NULL;
CREATE UNIQUE INDEX "reservas_token_key" ON "reservas"("token");
ALTER TABLE "reservas" ADD COLUMN "correo_at" TIMESTAMPTZ(3);
ALTER TABLE "reservas" ADD COLUMN "desistida_at" TIMESTAMPTZ(3);
ALTER TABLE "reservas" ADD COLUMN "acuse_at" TIMESTAMPTZ(3);
-- Reservations made before the mail existed are not mailed now.
UPDATE "reservas" SET "correo_at" = "created_at";
ALTER TABLE "reservas" DROP CONSTRAINT "reservas_estado_check";
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_estado_check" CHECK ("estado" IN ('pendiente', 'confirmada', 'liberada', 'caducada', 'rechazada', 'desistida'));
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_desistida_check" CHECK (("estado" = 'desistida') = ("desistida_at" IS NOT NULL));
