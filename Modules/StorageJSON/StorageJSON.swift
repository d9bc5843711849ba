// StorageJSON: implemented in its own change.
