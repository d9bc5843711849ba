#include <sqlite3.h>

/* sqlite3_db_config is variadic, which Swift cannot call: one wrapper per use. */

/* A connection that failed validation must not checkpoint into the file when it closes. */
static inline int csqlite_disable_checkpoint_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}

/* Turned back on once a store has been validated, so a clean close folds the WAL in. */
static inline int csqlite_enable_checkpoint_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 0, (int *)0);
}

/* A file someone else made: no statement may write to the schema or to a
   virtual table's shadow tables, whatever the file's SQL asks for. */
static inline int csqlite_enable_defensive(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, (int *)0);
}

/* SQLite counts every allocation under a process-wide mutex for
   sqlite3_memory_used(), which nothing here reads; with the count off, each
   of the thousands of allocations of parsing a store's schema at open skips
   that mutex. Only before the library initialises (its first open): later it
   returns SQLITE_MISUSE and changes nothing. sqlite3_config is variadic too. */
static inline int csqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
