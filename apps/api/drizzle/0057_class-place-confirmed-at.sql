-- Issue 45: when a place's confirmation mail was written (the injected clock's instant). A place
-- confirmed inside its reminder's window gets no reminder: the confirmation already told them.
ALTER TABLE "class_enrolments" ADD COLUMN "confirmed_at" timestamp with time zone;
