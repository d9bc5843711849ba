import AppPlugin
import GoalsApp
import ImageFeedApp
import MyHabitsApp
import TrackerApp

PluginHost.main([TrackerPlugin(), GoalsPlugin(), ImageFeedPlugin(), MyHabitsPlugin()], version: PocketVersion.current)
