// AppPlugin: implemented in its own change.
