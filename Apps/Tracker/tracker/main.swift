import AppPlugin
import TrackerApp

AppRunner.main(TrackerPlugin())
