import AppPlugin
import GoalsApp
import ImageFeedApp
import MyHabitsApp


PluginHost.main([GoalsPlugin(), ImageFeedPlugin(), MyHabitsPlugin()], version: PocketVersion.current)
