import type { Client, Transaction } from '@libsql/client';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Kysely,
} from 'kysely';

/**
 * Kysely over `@libsql/client`: SQLite's SQL, run by the libSQL client. (@libsql/kysely-libsql does the same but
 * pins an older client of its own, a second native binary in node_modules.) Each Kysely connection runs its
 * transaction on a client transaction; the driver lends out one connection at a time.
 */
class LibsqlConnection implements DatabaseConnection {
  #transaction: Transaction | undefined;
  constructor(private readonly client: Client) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await (this.#transaction ?? this.client).execute({
      sql: query.sql,
      args: query.parameters as never,
    });
    return { numAffectedRows: BigInt(result.rowsAffected), rows: result.rows as R[] };
  }

  async begin(): Promise<void> {
    this.#transaction = await this.client.transaction('write');
  }

  async end(commit: boolean): Promise<void> {
    const transaction = this.#transaction;
    this.#transaction = undefined;
    if (commit) await transaction?.commit();
    else await transaction?.rollback();
    transaction?.close();
  }

  // Part of Kysely's interface; nothing here streams.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('libSQL does not stream results');
  }
}

/** Hands out one Kysely connection at a time: the next query or transaction waits its turn (SQLite has one writer). */
class LibsqlDriver implements Driver {
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;
  constructor(private readonly client: Client) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise((resolve) => (release = resolve));
    await previous;
    this.#release = release;
    return new LibsqlConnection(this.client);
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as LibsqlConnection).begin();
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as LibsqlConnection).end(true);
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as LibsqlConnection).end(false);
  }
  async releaseConnection(): Promise<void> {
    this.#release?.();
  }
  async destroy(): Promise<void> {
    this.client.close();
  }
}

/**
 * SQLite runs DDL inside transactions; Kysely's SQLite adapter says it does not, so its migrator takes no lock. With
 * this, migrations run in one write transaction (BEGIN IMMEDIATE): two processes starting on a new file take turns
 * instead of both creating the tables ("table submission already exists").
 */
class LibsqlAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class LibsqlDialect implements Dialect {
  constructor(private readonly client: Client) {}
  createAdapter() {
    return new LibsqlAdapter();
  }
  createDriver() {
    return new LibsqlDriver(this.client);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
}
