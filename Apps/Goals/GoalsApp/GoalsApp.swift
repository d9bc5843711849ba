// GoalsApp: implemented in its own change.
