-- Staff roles: 'administracion' may do everything, 'ventas' works the stock and the enquiries
-- (the route table says which routes need which). The accounts that exist now had every right,
-- so they stay administrators; a new row is 'ventas' unless its creator says otherwise.
ALTER TABLE "users" ADD COLUMN "rol" VARCHAR(20) NOT NULL DEFAULT 'administracion';
ALTER TABLE "users" ALTER COLUMN "rol" SET DEFAULT 'ventas';
ALTER TABLE "users" ADD CONSTRAINT "users_rol_check" CHECK ("rol" IN ('administracion', 'ventas'));

-- A deactivated account signs in nowhere; its sessions end when it is deactivated.
ALTER TABLE "users" ADD COLUMN "desactivado_at" TIMESTAMPTZ(3);
-- The 'Personal' screen's "último acceso": set by each sign-in (password or remember-me).
ALTER TABLE "users" ADD COLUMN "ultimo_acceso_at" TIMESTAMPTZ(3);

-- A reset link lasts 60 minutes; an invitation (whose link sets the first password) 7 days.
ALTER TABLE "password_reset_tokens" ADD COLUMN "expires_at" TIMESTAMPTZ(3) NOT NULL DEFAULT (now() + interval '60 minutes');
UPDATE "password_reset_tokens" SET "expires_at" = "created_at" + interval '60 minutes';
