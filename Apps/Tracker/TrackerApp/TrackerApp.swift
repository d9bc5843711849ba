// TrackerApp: implemented in its own change.
