// StorageSQLite: implemented in its own change.
