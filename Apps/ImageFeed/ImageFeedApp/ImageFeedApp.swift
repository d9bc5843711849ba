// ImageFeedApp: implemented in its own change.
