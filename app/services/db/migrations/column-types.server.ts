import { type ColumnDataType, type ColumnDefinitionBuilder, type RawBuilder, sql } from "kysely";
import type { Engine } from "#app/services/db/database.server.ts";

type ColumnSpec = [ColumnDataType, (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder];

/** SQLite's `INTEGER PRIMARY KEY` is its row id; PostgreSQL numbers rows with an identity column. */
export function idColumn(engine: Engine): ColumnSpec {
  return engine === "postgres"
    ? ["integer", (column) => column.primaryKey().generatedByDefaultAsIdentity()]
    : ["integer", (column) => column.primaryKey()];
}

/** Milliseconds since 1970 outgrow PostgreSQL's 32-bit integer; SQLite's integer holds 64 bits. */
export function millisecondsType(engine: Engine): ColumnDataType {
  return engine === "postgres" ? "bigint" : "integer";
}

/** JSON kept as text on both engines; each checks it with its own function. */
export function jsonTextCheck(engine: Engine, column: string): RawBuilder<unknown> {
  return engine === "postgres" ? sql`(${sql.ref(column)}::json IS NOT NULL)` : sql`json_valid(${sql.ref(column)})`;
}
