// HabitKit: implemented in its own change.
