import type { Database } from './client';

/**
 * A statement built and prepared at its first use on each database handle (a transaction is a
 * handle of its own), then only executed: Drizzle no longer builds its SQL on every call, and
 * PostgreSQL parses and plans it once per connection (bench/README.md, issue 18).
 */
export function preparedOnEach<Statement>(
  prepare: (db: Database) => Statement,
): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    return statement;
  };
}
