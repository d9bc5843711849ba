import AppPlugin
import StorageLive
import TrackerApp

AppRunner.main(TrackerPlugin(), stores: .live)
