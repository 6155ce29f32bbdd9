import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';

/** One set of migrations for SQLite (libSQL) and Postgres: only types both read the same way. */
const migrations: Record<string, Migration> = {
  '2026-11-23-001-submissions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('submission')
        .addColumn('reference', 'varchar(20)', (col) => col.primaryKey())
        .addColumn('form', 'varchar(20)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('data', 'text', (col) => col.notNull())
        .addColumn('last_name_key', 'varchar(80)', (col) => col.notNull())
        .addColumn('email_key', 'varchar(254)', (col) => col.notNull())
        .addColumn('birth_date', 'varchar(10)', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
        .addColumn('reference', 'varchar(20)', (col) => col.notNull().references('submission.reference'))
        .addColumn('channel', 'varchar(10)', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
        .addColumn('lease_owner', 'varchar(40)')
        .addColumn('lease_until', 'bigint')
        .addColumn('delivered_at', 'bigint')
        .addColumn('last_error', 'text')
        .execute();
      await db.schema.createIndex('outbox_due').on('outbox').columns(['delivered_at', 'next_attempt_at']).execute();
    },
  },
  '2026-12-01-002-submission-idempotency-key': {
    async up(db: Kysely<unknown>) {
      // The key of the post that stored a submission: the same post again (a retry) finds it instead of a second row.
      await db.schema.alterTable('submission').addColumn('idempotency_key', 'varchar(64)').execute();
      await db.schema
        .createIndex('submission_idempotency_key')
        .unique()
        .on('submission')
        .column('idempotency_key')
        .execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Kysely<unknown>): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
}
