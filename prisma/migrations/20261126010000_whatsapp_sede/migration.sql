-- Each branch's own WhatsApp line ('Datos de la empresa'). Empty: the car page of a car at that
-- branch offers the sales line (empresa.whatsapp) instead.
ALTER TABLE "empresa"
  ADD COLUMN "whatsapp_tarahales" VARCHAR(20),
  ADD COLUMN "whatsapp_el_tablero" VARCHAR(20),
  ADD COLUMN "whatsapp_tenerife" VARCHAR(20);
