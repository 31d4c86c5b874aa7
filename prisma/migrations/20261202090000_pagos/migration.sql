-- The deposit paid online (issue 40). A reservation made while payments are on waits for its
-- payment ('pendiente_pago'); a paid one holds its car at once; a hold that ends in the car's sale
-- is 'completada' (the deposit is part of the price, not refunded).
ALTER TABLE "reservas" ALTER COLUMN "estado" TYPE VARCHAR(16);
ALTER TABLE "reservas" DROP CONSTRAINT "reservas_estado_check";
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_estado_check" CHECK ("estado" IN ('pendiente_pago', 'pendiente', 'confirmada', 'completada', 'liberada', 'caducada', 'rechazada', 'desistida'));

-- One row per payment attempt: the gateway's order number, the amount in cents of euro, what the
-- gateway answered, and the refund of the deposit, never more than was paid (when an attempt at
-- the gateway started, so two never run at once; when the buyer was told). Kept for accounting
-- if its reservation ever goes (reserva_id set to null).
CREATE TABLE "pagos" (
  "id" SERIAL PRIMARY KEY,
  "reserva_id" INTEGER REFERENCES "reservas"("id") ON DELETE SET NULL,
  "pedido" VARCHAR(12) NOT NULL,
  "importe" INTEGER NOT NULL CHECK ("importe" > 0),
  "estado" VARCHAR(10) NOT NULL DEFAULT 'pendiente' CHECK ("estado" IN ('pendiente', 'pagado', 'denegado', 'caducado')),
  "metodo" VARCHAR(8) CHECK ("metodo" IN ('tarjeta', 'bizum', 'otro')),
  "autorizacion" VARCHAR(12),
  "respuesta" VARCHAR(8),
  "pagado_at" TIMESTAMPTZ(3),
  "devolucion_estado" VARCHAR(10) CHECK ("devolucion_estado" IN ('pendiente', 'hecha', 'rechazada')),
  "devolucion_motivo" VARCHAR(10) CHECK ("devolucion_motivo" IN ('desistida', 'liberada', 'caducada', 'ocupado', 'tardio')),
  "devolucion_importe" INTEGER,
  "devolucion_respuesta" VARCHAR(12),
  "devolucion_at" TIMESTAMPTZ(3),
  "devolucion_intento_at" TIMESTAMPTZ(3),
  "devolucion_correo_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "pagos_pagado_check" CHECK (("estado" = 'pagado') = ("pagado_at" IS NOT NULL)),
  CONSTRAINT "pagos_devolucion_check" CHECK (
    ("devolucion_estado" IS NULL AND "devolucion_importe" IS NULL AND "devolucion_motivo" IS NULL)
    OR ("estado" = 'pagado' AND "devolucion_motivo" IS NOT NULL AND "devolucion_importe" > 0 AND "devolucion_importe" <= "importe")
  )
);
CREATE UNIQUE INDEX "pagos_pedido_key" ON "pagos"("pedido");
CREATE INDEX "pagos_reserva_id_idx" ON "pagos"("reserva_id");
CREATE INDEX "pagos_created_at_idx" ON "pagos"("created_at");
