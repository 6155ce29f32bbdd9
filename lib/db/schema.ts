import type { Generated } from 'kysely';

/** The tables, as Kysely sees them. Times are milliseconds since the epoch (a number in both SQLite and Postgres). */
export interface SubmissionTable {
  reference: string;
  form: string;
  created_at: number;
  /** The validated values as JSON text: never markup, never interpreted. */
  data: string;
  /** For quote lookup: lowercased last name and e-mail, date of birth as typed (YYYY-MM-DD). */
  last_name_key: string;
  email_key: string;
  birth_date: string;
  /** submissionKey() of the post that stored it (null for rows stored before keys existed). */
  idempotency_key: string | null;
}

export interface OutboxTable {
  id: string;
  reference: string;
  channel: 'webhook' | 'email';
  attempts: Generated<number>;
  next_attempt_at: number;
  lease_owner: string | null;
  lease_until: number | null;
  delivered_at: number | null;
  last_error: string | null;
}

export interface Database {
  submission: SubmissionTable;
  outbox: OutboxTable;
}
