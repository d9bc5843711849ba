// MyHabitsApp: implemented in its own change.
