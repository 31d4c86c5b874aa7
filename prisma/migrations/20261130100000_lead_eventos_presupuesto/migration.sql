-- A written quote made for an enquiry goes on its timeline (issue 38): 'presupuesto'
-- {referencia, documento}, the document as it was printed, so it prints the same again.
ALTER TABLE "lead_eventos" DROP CONSTRAINT "lead_eventos_tipo_check";
ALTER TABLE "lead_eventos" ADD CONSTRAINT "lead_eventos_tipo_check" CHECK ("tipo" IN ('estado', 'asignacion', 'nota', 'presupuesto'));
