import AppPlugin
import StorageLive
import SyncLive
import TrackerApp

// The live parts are chosen here, where the program is composed: the
// plugin and the runner know only their interfaces.
AppRunner.main(TrackerPlugin(sync: .live), stores: .live)
