// CLIKit: implemented in its own change.
