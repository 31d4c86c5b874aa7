-- Enquiries stored before the workflow existed were answered from the staff mailbox, outside the
-- panel. Those over a week old count as 'contactada', so the panel's "Nuevas sin asignar" and
-- "Sin contacto en 24 h" show what needs someone now, not the whole history; the last week's stay
-- 'nueva' for staff to check.
UPDATE "leads" SET "estado" = 'contactada'
WHERE "estado" = 'nueva'
  AND "created_at" < now() - interval '7 days'
  AND NOT EXISTS (SELECT 1 FROM "lead_eventos" WHERE "lead_eventos"."lead_id" = "leads"."id");
