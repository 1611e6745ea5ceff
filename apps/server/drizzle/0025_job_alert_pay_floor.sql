ALTER TABLE "job_alerts" ADD COLUMN "min_pay" numeric(8, 2);
