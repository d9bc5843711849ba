// Localization: implemented in its own change.
