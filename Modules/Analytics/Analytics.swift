// Analytics: implemented in its own change.
